/**
 * Writing replies: the headers every answer carries (X-Request-Id, the emulator clock's Date),
 * and the answer to a request the HTTP parser refused.
 */
import { randomUUID } from 'node:crypto'
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { TEXT, type Reply } from './reply.js'

/**
 * Each response's X-Request-Id, written with the other headers by writeHead: a header set
 * earlier with setHeader sends every header of writeHead through Node's slow path.
 */
const requestIds = new WeakMap<ServerResponse, string>()
/** Each response's Date header: the emulator's clock (sped up or set by hand), as a service's. */
const replyDates = new WeakMap<ServerResponse, string>()

/** Gives a response its request id and its Date (emulator time `now`, epoch ms). */
export function stampResponse(res: ServerResponse, now: number): void {
  requestIds.set(res, randomUUID())
  replyDates.set(res, new Date(now).toUTCString())
}

/** The headers of a reply, X-Request-Id and Date included. */
export function replyHeaders(
  res: ServerResponse,
  reply: Reply,
  length: number,
): OutgoingHttpHeaders {
  const id = requestIds.get(res)
  const date = replyDates.get(res)
  return {
    ...reply.headers,
    ...(id === undefined ? {} : { 'X-Request-Id': id }),
    ...(date === undefined ? {} : { Date: date }),
    'Content-Type': reply.contentType,
    'Content-Length': String(length),
  }
}

/**
 * Writes a reply. The body goes to `end` as a string: Node then sends the head and the body in
 * one write, where a Buffer body takes a second buffer and a gathered write.
 */
export function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(reply.status, replyHeaders(res, reply, Buffer.byteLength(reply.body, 'utf8')))
  res.end(reply.body, 'utf8')
}

/** Answers a malformed request the HTTP parser refused (server `clientError`). */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const incomplete = err.code === 'HPE_INVALID_EOF_STATE'
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const message = incomplete
    ? 'the request ended before the body that Content-Length announced'
    : `malformed HTTP request (${err.code ?? 'parse error'})`
  const body = Buffer.from(message, 'utf8')
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: ${TEXT}\r\nContent-Length: ${body.length}\r\nX-Request-Id: ${randomUUID()}\r\n` +
      `Connection: close\r\n\r\n${message}`,
  )
}
