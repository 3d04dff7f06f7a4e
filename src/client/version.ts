/** This project's name and version, sent in the User-Agent (a test keeps it equal to package.json). */
export const PROJECT_NAME = 'merge-queue-action'
export const VERSION = '0.1.0'
