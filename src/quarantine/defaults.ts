/**
 * The quarantine file's defaults, apart from its reader (which loads the YAML parser): the inputs'
 * table reads them without pulling the parser into every command's start.
 */

/** The file's path when the input is not given (relative to the workspace). */
export const DEFAULT_QUARANTINE_FILE = '.github/quarantine.yml'
/** How far ahead an expiry may be when the input is not given (days). */
export const DEFAULT_MAX_QUARANTINE_DAYS = 90
