/**
 * A typed fake of the core's {@link Io}: records every line, annotation and mask in order, so a
 * test sees what a door would have shown. Inputs are named as the door of `nameInput` names them.
 */
import type { AnnotationPlace, Io } from '../src/ports/io.js'
import type { Door } from '../src/ports/text.js'

/** One thing the core did through the io, in order. */
export type IoEvent =
  | { kind: 'info' | 'warning' | 'error' | 'notice' | 'debug'; message: string }
  | {
      kind: 'annotate'
      level: 'notice' | 'warning' | 'error'
      message: string
      where: AnnotationPlace
    }
  | { kind: 'group'; name: string }
  | { kind: 'mask'; secret: string }

/** A fake io and what it recorded. */
export interface FakeIo extends Io {
  events: IoEvent[]
  /** Every line logged (info, warning, error, notice, debug, annotations), in order. */
  lines(): string[]
}

/**
 * A fake io; `nameInput` defaults to the CLI's words (`--pr-number`), and so does `door`, which
 * is the action's when a `nameInput` of its own is given.
 */
export function fakeIo(
  options: { debug?: boolean; nameInput?: (name: string) => string; door?: Door } = {},
): FakeIo {
  const events: IoEvent[] = []
  const line = (kind: 'info' | 'warning' | 'error' | 'notice' | 'debug') => (message: string) => {
    events.push({ kind, message })
  }
  return {
    events,
    lines: () =>
      events.flatMap((e) => ('message' in e ? [e.message] : e.kind === 'group' ? [e.name] : [])),
    info: line('info'),
    warning: line('warning'),
    error: line('error'),
    notice: line('notice'),
    debug: line('debug'),
    isDebug: () => options.debug ?? false,
    annotate: (level, message, where) => events.push({ kind: 'annotate', level, message, where }),
    group: async (name, fn) => {
      events.push({ kind: 'group', name })
      return fn()
    },
    mask: (secret) => events.push({ kind: 'mask', secret }),
    nameInput: options.nameInput ?? ((name) => `--${name}`),
    door: options.door ?? (options.nameInput ? 'action' : 'cli'),
  }
}
