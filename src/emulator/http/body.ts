/**
 * Reading request bodies within a limit: 413 without buffering what is over it, 400 on a body
 * shorter than its Content-Length, and JSON parsing with a message that says what was wrong.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_REQUEST_BODY_BYTES } from '../../wire/index.js'
import { textReply, type Reply } from './reply.js'
import { send } from './send.js'

/** Reads header `name` as one string (the first, if repeated). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** A body read whole, or why it could not be. */
export type Body = { ok: true; bytes: Buffer } | { ok: false; status: number; message: string }

/**
 * Reads a request body of at most `limit` bytes. Over the limit it answers at once (413) without
 * reading the rest into memory: a declared Content-Length is checked before any byte is read,
 * a chunked body is counted as it arrives.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  const declaredText = header(req, 'content-length')
  const declared = declaredText === undefined ? undefined : Number(declaredText)
  if (declaredText !== undefined && !/^\d+$/.test(declaredText.trim())) {
    return Promise.resolve({ ok: false, status: 400, message: 'Content-Length is not a number' })
  }
  if (declared !== undefined && declared > limit) {
    return Promise.resolve({
      ok: false,
      status: 413,
      message: `request body of ${declared} bytes is over the limit of ${limit} bytes (20 MiB)`,
    })
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let received = 0
    let settled = false
    const settle = (b: Body) => {
      if (settled) return
      settled = true
      resolve(b)
    }
    req.on('data', (chunk: Buffer) => {
      if (settled) return
      received += chunk.length
      if (received > limit) {
        chunks.length = 0
        settle({
          ok: false,
          status: 413,
          message: `request body is over the limit of ${limit} bytes (20 MiB)`,
        })
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (declared !== undefined && received !== declared) {
        settle({
          ok: false,
          status: 400,
          message: `request body is ${received} bytes but Content-Length said ${declared}`,
        })
      } else settle({ ok: true, bytes: Buffer.concat(chunks) })
    })
    const early = () =>
      settle({
        ok: false,
        status: 400,
        message:
          declared !== undefined
            ? `request body ended after ${received} of the ${declared} bytes Content-Length announced`
            : 'request body ended early',
      })
    req.on('aborted', early)
    req.on('error', early)
    req.on('close', () => {
      if (!req.complete) early()
    })
  })
}

/**
 * Reads a request's body within the 20 MiB limit and parses it as JSON (`required`: always;
 * `optional`: when there is one; `none`: never). On a bad body it answers (413 and closes, or
 * 400) and resolves undefined.
 */
export async function readRequestJson(
  req: IncomingMessage,
  res: ServerResponse,
  json: 'required' | 'optional' | 'none',
): Promise<{ value: unknown } | undefined> {
  const body = await readBody(req, MAX_REQUEST_BODY_BYTES)
  if (!body.ok) {
    const headers = body.status === 413 ? { Connection: 'close' } : undefined
    send(res, textReply(body.status, body.message, headers))
    return undefined
  }
  if (json === 'none' || (json === 'optional' && body.bytes.length === 0))
    return { value: undefined }
  const parsed = parseJson(body.bytes)
  if (!parsed.ok) {
    send(res, parsed.reply)
    return undefined
  }
  return { value: parsed.value }
}

function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false; reply: Reply } {
  const text = bytes.toString('utf8')
  if (text.trim() === '') {
    return { ok: false, reply: textReply(400, 'the request body is empty; expected a JSON object') }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (e) {
    return {
      ok: false,
      reply: textReply(400, `the request body is not valid JSON: ${(e as Error).message}`),
    }
  }
}
