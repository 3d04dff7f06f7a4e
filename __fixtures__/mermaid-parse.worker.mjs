/**
 * mermaid.parse in a worker thread, for summary-render.ts's synchronous check (synckit runs this
 * and waits for the answer). mermaid's flowchart parser sanitizes labels with DOMPurify, which
 * needs a DOM: jsdom's window, the DOM DOMPurify's own documentation recommends for Node, is put on
 * the worker's global before mermaid (and DOMPurify with it) is first imported. The worker's
 * globals are its own, so the test's environment never sees a `window`.
 */
import { JSDOM } from 'jsdom'
import { runAsWorker } from 'synckit'

globalThis.window = new JSDOM('').window
const { default: mermaid } = await import('mermaid')

runAsWorker(async (/** @type {string} */ source) => {
  try {
    const parsed = await mermaid.parse(source)
    return { diagramType: parsed ? parsed.diagramType : '' }
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) }
  }
})
