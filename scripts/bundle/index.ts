// The bundle's entry (scripts/build.mjs): src/index.ts as it is. It lives here for the
// tsconfig.json beside it, which ncc reads from the entry's folder: ncc only transpiles (types
// are `tsc --noEmit`'s job), and a file transpiled alone is ESM only when `module` says so.
export * from '../../src/index.js'
