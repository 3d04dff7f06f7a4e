/**
 * How a picked fault rule answers: edge faults before the queue sees the request (a status, a
 * reset, a broken body, a redirect), app faults on the answer of a request it handled (dropped
 * after the commit, truncated, unknown fields or states, a repeated page token).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { withUnknownFields, withUnknownState, type FaultRule } from './engine.js'
import { JSON_TYPE, TEXT, jsonReply, textReply, type Reply } from '../http/reply.js'
import { replyHeaders, send } from '../http/send.js'
import { firstPageTokenLike } from '../v1/flaky-tests.js'

/** Default bodies of the statuses a `status` fault sends. */
const STATUS_TEXT: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  413: 'Payload Too Large',
  504: 'Gateway Timeout',
}

/** Faults that act before the queue sees the request. */
export function applyEdgeFault(req: IncomingMessage, res: ServerResponse, fault: FaultRule): void {
  switch (fault.kind) {
    case 'status': {
      const headers: Record<string, string> = {}
      if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter
      send(res, {
        status: fault.status,
        contentType: fault.contentType ?? TEXT,
        body: fault.body ?? STATUS_TEXT[fault.status] ?? 'Error',
        headers,
      })
      return
    }
    case 'reset':
      req.socket.resetAndDestroy()
      return
    case 'invalid-json':
      send(res, { status: 200, contentType: JSON_TYPE, body: '{"state": "testing", "prNumber": ' })
      return
    case 'html-502':
      send(res, {
        status: 502,
        contentType: 'text/html; charset=utf-8',
        body:
          '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
          '<body><center><h1>502 Bad Gateway</h1></center><hr><center>emulator-edge</center></body></html>',
      })
      return
    case 'redirect':
      send(res, {
        ...textReply(307, `Moved to ${fault.location}`),
        headers: { Location: fault.location },
      })
      return
    default:
      send(res, textReply(400, `fault ${fault.kind} is not an edge fault`))
  }
}

/** Faults that act on the answer of a request the queue has handled. */
export function applyAppFault(
  res: ServerResponse,
  fault: FaultRule,
  operation: string,
  reply: Reply,
  requestBody: unknown,
): void {
  switch (fault.kind) {
    case 'drop-after-commit':
      res.socket?.destroy()
      res.destroy()
      return
    case 'truncate': {
      const body = Buffer.from(reply.body, 'utf8')
      res.writeHead(reply.status, replyHeaders(res, reply, body.length))
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => {
        res.socket?.destroy()
      })
      return
    }
    case 'unknown-fields':
      if (reply.status === 200 && reply.json !== undefined) {
        send(res, jsonReply(200, withUnknownFields(reply.json)))
      } else send(res, reply)
      return
    case 'unknown-state':
      if (reply.status === 200 && reply.json !== undefined) {
        send(res, jsonReply(200, withUnknownState(operation, reply.json)))
      } else send(res, reply)
      return
    case 'repeat-page-token': {
      const value = reply.json as { page?: { next_page_token?: string } } | undefined
      if (reply.status === 200 && value?.page) {
        const asked = (requestBody as { page_query?: { page_token?: unknown } } | undefined)
          ?.page_query?.page_token
        const current = typeof asked === 'string' ? asked : ''
        const next =
          current !== '' ? current : (firstPageTokenLike(value.page.next_page_token ?? '') ?? '')
        send(res, jsonReply(200, { ...value, page: { ...value.page, next_page_token: next } }))
      } else send(res, reply)
      return
    }
    default:
      send(res, reply)
  }
}
