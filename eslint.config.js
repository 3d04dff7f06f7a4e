// Lint earns its keep here for one reason above all: an un-awaited promise in the transport or
// the wait loop is a silent bug (a lost rejection, a request that outlives its deadline).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'

// The layers of src/, bottom up (src/README.md): a file may import its own layer and those below,
// never one above; the emulator stands on the wire alone; the two doors never import each other.
const LAYERS = [
  ['src/wire', 'src/files', 'src/quarantine'],
  ['src/client'],
  ['src/ports'],
  ['src/inputs'],
  ['src/queue'],
  ['src/commands'],
  ['src/runner'],
  ['src/action', 'src/cli'],
]
const above = (i) => LAYERS.slice(i + 1).flat()
const layerZones = [
  ...LAYERS.flatMap((folders, i) =>
    folders.map((target) => ({
      target: `./${target}`,
      from: [
        ...above(i),
        'src/emulator',
        ...folders.filter((f) => f !== target && i === LAYERS.length - 1),
      ].map((f) => `./${f}`),
      message: `${target} may import only the layers below it (src/README.md).`,
    })),
  ),
  {
    target: ['./src/action', './src/cli', './src/index.ts'],
    from: './src/commands',
    message: 'A door reaches the commands only through the runner (src/README.md).',
  },
  {
    target: './src/commands',
    from: './src/client',
    message:
      'A command speaks of the merge-queue domain: import it, and what commands need of the ' +
      'client, from src/queue (src/README.md).',
  },
  {
    target: './src/emulator',
    from: [
      './src/client',
      './src/ports',
      './src/inputs',
      './src/queue',
      './src/commands',
      './src/runner',
      './src/action',
      './src/cli',
    ],
    message: 'The emulator stands on the wire alone (src/wire, src/files).',
  },
]

// One folder per command (src/commands/<command>/: row.ts, run.ts and what only it uses): a
// command's folder imports its own files and src/commands/common/, never another command's, and
// common/ imports no command's folder; so a command's code is its own chunk of the bundle.
const COMMAND_FOLDERS = readdirSync('src/commands', { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'common')
  .map((e) => e.name)
const commandZones = [
  ...COMMAND_FOLDERS.map((c) => ({
    target: `./src/commands/${c}`,
    from: './src/commands',
    except: ['./common', `./${c}`],
    message:
      `src/commands/${c} may import its own folder and src/commands/common only ` +
      '(src/commands/README.md).',
  })),
  {
    target: './src/commands/common',
    from: './src/commands',
    except: ['./common'],
    message:
      'src/commands/common is what commands share: it imports no command (src/commands/README.md).',
  },
]

// The emulator's own floors (docs/emulator.md): the simulation core imports no other part of the
// emulator; the data it is given (the flaky-tests set, the data file) stands on the core alone;
// v1's and v2's routes stand side by side over them, neither importing the other.
const EMULATOR = './src/emulator'
const emulatorZones = [
  {
    target: `${EMULATOR}/simulation`,
    from: EMULATOR,
    except: ['./simulation'],
    message: 'The simulation core imports no other part of the emulator (docs/emulator.md).',
  },
  ...['flaky', 'persistence'].map((part) => ({
    target: `${EMULATOR}/${part}`,
    from: EMULATOR,
    except: [`./${part}`, './simulation'],
    message: `src/emulator/${part} stands on the simulation core alone (docs/emulator.md).`,
  })),
  ...[
    ['v1', 'v2'],
    ['v2', 'v1'],
  ].map(([api, other]) => ({
    target: `${EMULATOR}/${api}`,
    from: `${EMULATOR}/${other}`,
    message: `The emulator's ${api} routes do not import its ${other} routes: both stand on the core (docs/emulator.md).`,
  })),
]

export default tseslint.config(
  // What git ignores is not ours to lint: the mutation run's sandboxes (a copy of the whole tree,
  // with a tsconfig of its own) and reports, the demo's run folders.
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      '.tmp/',
      '.stryker-tmp/',
      'reports/',
      '.demo/',
      'tools/node24/node_modules/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    // The type program of tsconfig.json, built once for every file (typed rules need it). Its
    // include covers every TypeScript file of the repository, so a file outside it is an error,
    // not linted without types. Measured on 2 cores: 44 CPU-s, against 71 with projectService
    // (same findings), which builds its program file by file as an editor would.
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...commandZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/emulator/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...emulatorZones] }],
    },
  },
  {
    files: ['src/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@actions/*'], message: 'The API client knows nothing of GitHub Actions.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
)
