/**
 * The optional data file: the emulator's state as one JSON document, written atomically
 * ({@link writeFileAtomic}: a temp file in the same directory, fsync, rename), debounced, and once
 * more on close. A crash mid-write leaves the previous file intact plus a stray temp file, which the
 * next start removes.
 */
import { readdirSync, rmSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { z } from 'zod'
import { strayTempFilesOf, writeFileAtomic } from '../../files/atomic-write.js'
import { checkOutputPath, OutputPathProblem } from '../../files/output-directory.js'
import { FileReadProblem, readBoundedFileSync } from '../../files/read-file.js'
import type { ClockMode } from '../simulation/clock.js'
import type { SimulationSnapshot } from '../simulation/snapshot.js'

/** The document a data file holds. */
export interface StateDocument {
  format: typeof STATE_FORMAT
  version: 1
  savedAt: string
  clock: { now: number; mode: ClockMode; speed: number }
  simulation: SimulationSnapshot
}

export const STATE_FORMAT = 'merge-queue-emulator-state'

/**
 * A data file is read no further than this: the document is parsed whole, at several times its
 * size in memory, so a longer file is refused instead of filling the memory.
 */
export const MAX_DATA_FILE_BYTES = 64 * 1024 * 1024

// Checked on load: enough structure that a wrong or damaged file fails with a clear message
// instead of half-loading.
const StateDocumentSchema = z.object({
  format: z.literal(STATE_FORMAT),
  version: z.literal(1),
  savedAt: z.string(),
  clock: z.object({
    now: z.number(),
    mode: z.enum(['real', 'manual']),
    speed: z.number().positive(),
  }),
  simulation: z.object({
    now: z.number(),
    seq: z.number().int().min(0),
    testDurationMs: z.number().min(0),
    queues: z.array(
      z.looseObject({
        key: z.string(),
        repo: z.object({ host: z.string(), owner: z.string(), name: z.string() }),
        branch: z.string(),
        state: z.enum(['running', 'paused', 'draining', 'switching_modes']),
        settings: z.looseObject({}),
        line: z.array(z.string()),
        waiting: z.array(z.string()),
        finished: z.array(z.string()),
        byPr: z.array(z.tuple([z.number(), z.string()])),
        activeRuns: z.array(z.string()),
        estimates: z
          .object({ enabled: z.boolean(), minHistory: z.number().int().min(0) })
          .optional(),
      }),
    ),
    entries: z.array(
      z.looseObject({
        id: z.string(),
        prNumber: z.number(),
        state: z.string(),
        timeline: z.array(z.unknown()),
      }),
    ),
    runs: z.array(
      z.looseObject({ id: z.string(), members: z.array(z.string()), base: z.array(z.string()) }),
    ),
    finishedRunOrder: z.array(z.string()),
    pullRequests: z.array(z.looseObject({ number: z.number() })),
    targetUploads: z.array(z.tuple([z.string(), z.array(z.unknown())])),
    outcomes: z.array(z.tuple([z.string(), z.array(z.unknown())])),
  }),
})

/** The emulator's data file. One emulator process owns one file. */
export class StateFile {
  readonly path: string
  private timer: NodeJS.Timeout | undefined
  private writing: Promise<void> | undefined
  private again = false
  private produce: (() => StateDocument) | undefined
  private lastError: Error | undefined

  constructor(
    path: string,
    private readonly debounceMs = 200,
  ) {
    this.path = resolve(path)
  }

  /**
   * Loads the file: undefined when it does not exist; throws a clear Error when it is damaged or
   * cannot be written where it is (a pseudo file system, a directory that is not writable), so a
   * start fails at once instead of at the first save.
   */
  load(): StateDocument | undefined {
    try {
      checkOutputPath(this.path)
    } catch (e) {
      if (!(e instanceof OutputPathProblem)) throw e
      throw new Error(`cannot use the emulator data file ${this.path}: ${e.message}`, { cause: e })
    }
    this.removeStrayTempFiles()
    let text: string
    try {
      const read = readBoundedFileSync(this.path, { maxBytes: MAX_DATA_FILE_BYTES })
      if (!read.complete) {
        throw new Error(
          `the emulator data file ${this.path} is longer than ${MAX_DATA_FILE_BYTES} bytes (64 MiB), the most it loads; ` +
            'remove it, or start with another --data-file',
        )
      }
      text = read.bytes.toString('utf8')
    } catch (e) {
      if (!(e instanceof FileReadProblem)) throw e
      if (e.code === 'ENOENT') return undefined
      throw new Error(`cannot read the emulator data file ${this.path}: it ${e.message}`, {
        cause: e,
      })
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (e) {
      throw new Error(
        `the emulator data file ${this.path} is not valid JSON (${(e as Error).message}); ` +
          'fix or remove it, or start with another --data-file',
        { cause: e },
      )
    }
    const r = StateDocumentSchema.safeParse(json)
    if (!r.success) {
      const issue = r.error.issues[0]
      throw new Error(
        `the emulator data file ${this.path} is not an emulator state file ` +
          `(${issue?.path.join('.') || '(document)'}: ${issue?.message}); fix or remove it, or start with another --data-file`,
      )
    }
    return json as StateDocument
  }

  /** Asks for a write soon (debounced); `produce` is called when the write happens. */
  schedule(produce: () => StateDocument): void {
    this.produce = produce
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.write().catch((e: unknown) => {
        this.lastError = e as Error
      })
    }, this.debounceMs)
    this.timer.unref()
  }

  /** Writes now if a write is scheduled or running, and waits for it. */
  async flush(produce?: () => StateDocument): Promise<void> {
    if (produce) this.produce = produce
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    if (this.writing) await this.writing.catch(() => undefined)
    if (this.produce) await this.write()
  }

  /** The error of the last failed background write, if any. */
  get error(): Error | undefined {
    return this.lastError
  }

  private async write(): Promise<void> {
    if (this.writing) {
      this.again = true
      return this.writing
    }
    const produce = this.produce
    if (!produce) return
    this.writing = (async () => {
      // The write itself is synchronous: without this pause the whole body, `finally` included,
      // would run before `this.writing` is assigned, leaving it set for good, and every later
      // write (the one on close too) would be skipped as "already running".
      await Promise.resolve()
      try {
        do {
          this.again = false
          writeFileAtomic(this.path, `${JSON.stringify(produce())}\n`)
          this.lastError = undefined
        } while (this.again)
      } finally {
        this.writing = undefined
      }
    })()
    return this.writing
  }

  private removeStrayTempFiles(): void {
    for (const tmp of strayTempFilesOf(this.path)) rmSync(tmp, { force: true })
    // Versions before the shared helper named them `.<name>.<pid>.<time>.tmp`.
    const dir = dirname(this.path)
    const prefix = `.${basename(this.path)}.`
    let names: string[]
    try {
      names = readdirSync(dir)
    } catch {
      return
    }
    for (const name of names) {
      if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(dir, name), { force: true })
    }
  }
}
