/**
 * A small scripted HTTP server on 127.0.0.1 for transport tests: it records every request and
 * answers from a script, including the faults a mock agent cannot reproduce (resets, truncated
 * bodies, slow headers).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** A request as the server saw it. */
export interface RecordedRequest {
  method: string
  /** Path with query, e.g. `/v1/getMergeQueueMetrics?repo=a%2Fb&repoHost=github.com`. */
  url: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: Buffer
  /** The body parsed as JSON, when it is JSON. */
  json?: unknown
}

/** One scripted answer. */
export type Reply =
  | {
      status: number
      body?: string | Buffer
      headers?: Record<string, string>
      /** Wait this long before sending the headers. */
      delayMs?: number
    }
  /** Reset the connection (RST) before any response. */
  | { fault: 'reset' }
  /** Close the connection before any response. */
  | { fault: 'close' }
  /** Send headers announcing `body`'s full length, then half the body, then close. */
  | { fault: 'truncate'; status?: number; body: string }
  /** Hold the request without answering (until the server closes). */
  | { fault: 'hang' }

export type Responder = (req: RecordedRequest, index: number) => Reply | Promise<Reply>

export interface TestServer {
  /** Base URL ending in /v1, e.g. `http://127.0.0.1:PORT/v1`. */
  url: string
  origin: string
  port: number
  requests: RecordedRequest[]
  /** Answers the next requests in order from `replies`; after them, `fallback` (default 200 OK). */
  script(replies: Reply[], fallback?: Reply): void
  /** Answers every request with `fn`. */
  respond(fn: Responder): void
  close(): Promise<void>
}

const OK: Reply = { status: 200, body: 'OK', headers: { 'content-type': 'text/plain' } }

/** Starts a scripted server on 127.0.0.1 on a free port. */
export async function startTestServer(responder?: Responder): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  let handler: Responder = responder ?? (() => OK)

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const u = new URL(req.url ?? '/', 'http://127.0.0.1')
      let json: unknown
      try {
        json = body.length ? JSON.parse(body.toString('utf8')) : undefined
      } catch {
        json = undefined
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        path: u.pathname,
        query: u.searchParams,
        headers: req.headers,
        body,
        json,
      }
      requests.push(recorded)
      void Promise.resolve(handler(recorded, requests.length - 1)).then((reply) =>
        answer(req, res, reply),
      )
    })
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  return {
    url: `${origin}/v1`,
    origin,
    port,
    requests,
    script(replies, fallback = OK) {
      const queue = [...replies]
      handler = () => queue.shift() ?? fallback
    },
    respond(fn) {
      handler = fn
    },
    async close() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function answer(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if ('fault' in reply) {
    switch (reply.fault) {
      case 'reset':
        req.socket.resetAndDestroy()
        return
      case 'close':
        req.socket.destroy()
        return
      case 'hang':
        return
      case 'truncate': {
        const body = Buffer.from(reply.body)
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          'content-length': String(body.length),
        })
        res.write(body.subarray(0, Math.floor(body.length / 2)))
        setTimeout(() => req.socket.destroy(), 20)
        return
      }
    }
  }
  const send = () => {
    const body = reply.body ?? ''
    res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers })
    res.end(body)
  }
  if (reply.delayMs) setTimeout(send, reply.delayMs)
  else send()
}

/** A JSON reply. */
export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json', ...headers },
  }
}
