// Runs this project's TypeScript sources directly on Node 20+ (`node --import
// ./scripts/ts-register.mjs src/emulator/cli.ts`) with no dependency beyond the TypeScript
// compiler the project already has: a module hook transpiles each .ts file on load (types are
// stripped, not checked: `tsc --noEmit` does that) and maps `./x.js` imports to `./x.ts`.
import { register } from 'node:module'

register('./ts-loader-hooks.mjs', import.meta.url)
