/**
 * The client's transport against real servers on 127.0.0.1: node:http for a direct connection
 * (no WebAssembly parser), streamed bodies with their exact length, an early answer to an upload,
 * and connections kept alive between requests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterEach, describe, expect, it } from '@jest/globals'
import { Agent } from 'undici'
import { TargetLines, TrunkClient } from '../../src/client/index.js'
import { recordingClock } from '../../__fixtures__/fake-clock.js'
import * as samples from '../../__fixtures__/wire-samples.js'

const TOKEN = 'tok_http_9kQ3zR'
const envelope = {
  repo: samples.REPO,
  targetBranch: 'main',
  pr: { number: 42, sha: 'e'.repeat(40) },
}

interface Seen {
  headers: IncomingMessage['headers']
  body: Buffer
  /** Reads of the body as the server got them. */
  reads: number
}

/** A loopback server whose answer `reply` chooses; records every request and connection. */
async function server(reply: (req: IncomingMessage, res: ServerResponse, seen: Seen[]) => void) {
  const seen: Seen[] = []
  const sockets = new Set<Socket>()
  let connections = 0
  const s: Server = createServer((req, res) => reply(req, res, seen))
  s.on('connection', (socket: Socket) => {
    connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const { port } = s.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((r) => s.close(() => r()))
    },
  }
}

/** Reads a whole request, then answers 200 with a JSON body. */
const readAndAnswer = (req: IncomingMessage, res: ServerResponse, seen: Seen[]) => {
  const chunks: Buffer[] = []
  let reads = 0
  req.on('data', (c: Buffer) => {
    reads++
    chunks.push(c)
  })
  req.on('end', () => {
    seen.push({ headers: req.headers, body: Buffer.concat(chunks), reads })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"ok":true}')
  })
}

/** Targets one per line, as a targets file holds them, and the list they stand for. */
function targetsFile(count: number) {
  const targets = Array.from({ length: count }, (_, i) => `//services/area_${i % 13}:target_${i}`)
  return { targets, lines: TargetLines.scan(Buffer.from(targets.join('\n') + '\n'))! }
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

function client(baseUrl: string, extra: { dispatcher?: Agent } = {}) {
  const c = new TrunkClient({ baseUrl, token: TOKEN, clock: recordingClock(), ...extra })
  closers.push(() => c.close())
  return c
}

/** Counts the WebAssembly modules compiled while `fn` runs. */
async function wasmModulesCompiledBy(fn: () => Promise<unknown>): Promise<number> {
  const original = WebAssembly.Module
  let compiled = 0
  WebAssembly.Module = new Proxy(original, {
    construct(target, args: [BufferSource]) {
      compiled++
      return new target(...args)
    },
  })
  try {
    await fn()
  } finally {
    WebAssembly.Module = original
  }
  return compiled
}

describe('direct connections', () => {
  // undici parses answers with a WebAssembly build of llhttp, which V8 then compiles again with
  // TurboFan in the background (on Node 20, ~30 MB and a few hundred ms that the process waits
  // for at exit, in every run of the action). node:http's parser is native code.
  it('answers are read without compiling WebAssembly; an undici dispatcher given would compile it', async () => {
    const srv = await server(readAndAnswer)
    closers.push(srv.close)
    const direct = client(srv.url)
    expect(
      await wasmModulesCompiledBy(() => direct.uploadImpactedTargets(envelope, ['//a', '//b'])),
    ).toBe(0)
    // The same request through undici, as a caller that passes its own dispatcher gets it.
    const dispatcher = new Agent()
    closers.push(() => dispatcher.close())
    const viaUndici = client(srv.url, { dispatcher })
    expect(
      await wasmModulesCompiledBy(() => viaUndici.uploadImpactedTargets(envelope, ['//a', '//b'])),
    ).toBeGreaterThan(0)
    expect(srv.seen).toHaveLength(2)
    expect(srv.seen[0]!.body.equals(srv.seen[1]!.body)).toBe(true)
  })

  it('a streamed body goes whole, in many writes, with its exact Content-Length (not chunked)', async () => {
    const srv = await server(readAndAnswer)
    closers.push(srv.close)
    const { targets, lines } = targetsFile(40_000)
    const r = await client(srv.url).uploadImpactedTargets(envelope, lines)
    const expected = JSON.stringify({
      repo: envelope.repo,
      pr: envelope.pr,
      targetBranch: 'main',
      impactedTargets: targets,
    })
    const got = srv.seen[0]!
    expect(got.body.toString('utf8')).toBe(expected)
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(expected)))
    expect(got.headers['transfer-encoding']).toBeUndefined()
    expect(got.headers['x-api-token']).toBe(TOKEN)
    expect(got.reads).toBeGreaterThan(1)
    expect(r).toMatchObject({ mode: 'list', count: 40_000, requestBytes: got.body.length })
  })

  it('an answer that comes before the body is all sent (a 413) is read, and ALL is sent next', async () => {
    let first = true
    const srv = await server((req, res, seen) => {
      if (!first) return readAndAnswer(req, res, seen)
      first = false
      // Answer at the first bytes and close, as a service does past its size limit.
      req.once('data', (c: Buffer) => {
        seen.push({ headers: req.headers, body: c, reads: 1 })
        res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' })
        res.end('Payload Too Large')
      })
    })
    closers.push(srv.close)
    const { lines } = targetsFile(60_000) // ~2.4 MB
    const r = await client(srv.url).uploadImpactedTargets(envelope, lines)
    expect(r).toMatchObject({ mode: 'ALL', reason: 'server-413', count: 0 })
    expect(srv.seen).toHaveLength(2)
    expect(srv.seen[0]!.body.length).toBeLessThan(Number(srv.seen[0]!.headers['content-length']))
    expect(JSON.parse(srv.seen[1]!.body.toString('utf8'))).toMatchObject({ impactedTargets: 'ALL' })
  })

  it('requests one after another share one kept-alive connection', async () => {
    const srv = await server(readAndAnswer)
    closers.push(srv.close)
    const c = client(srv.url)
    for (let i = 0; i < 3; i++) await c.uploadImpactedTargets(envelope, [`//t${i}`])
    expect(srv.seen).toHaveLength(3)
    expect(srv.connections()).toBe(1)
  })
})
