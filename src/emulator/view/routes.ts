/**
 * The live view's HTTP side: `/` (the view, or the sign-in form), `/?token=` (signs in and
 * redirects to `/`, so the token leaves the address bar at once), the form's POST, sign-out and
 * the assets under {@link VIEW_ASSET_PREFIX}. Nothing here is counted in the request log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Reply } from '../http/reply.js'
import {
  VIEW_ASSET_PREFIX,
  VIEW_CSP,
  VIEW_CSS,
  VIEW_SCRIPT,
  loginPage,
  viewPage,
} from './assets.js'
import type { ViewSessions } from './sessions.js'

/** Largest sign-in form body read. */
const MAX_FORM_BYTES = 16 * 1024

/** What the view needs from the server. */
export interface ViewContext {
  sessions: ViewSessions
  /** Constant-time check of a token against the emulator's. */
  isToken(token: string): boolean
  /** Reads a request body of at most `limit` bytes; undefined when it was refused (answered). */
  readForm(req: IncomingMessage, res: ServerResponse, limit: number): Promise<string | undefined>
}

/** True for the paths the view serves. */
export function isViewPath(path: string): boolean {
  return path === '/' || path.startsWith(VIEW_ASSET_PREFIX)
}

const HTML = 'text/html; charset=utf-8'
const PAGE_HEADERS = {
  'Content-Security-Policy': VIEW_CSP,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
}

function html(status: number, body: string, headers: Record<string, string> = {}): Reply {
  return { status, contentType: HTML, body, headers: { ...PAGE_HEADERS, ...headers } }
}

function redirectHome(cookie: string): Reply {
  return {
    status: 303,
    contentType: 'text/plain; charset=utf-8',
    body: 'See /',
    headers: { ...PAGE_HEADERS, Location: '/', 'Set-Cookie': cookie },
  }
}

/** Answers a request for a view path. */
export async function handleView(
  ctx: ViewContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<Reply | undefined> {
  const path = url.pathname
  const method = req.method ?? 'GET'
  const cookie = req.headers.cookie
  if (path === '/') {
    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed('GET')
    const token = url.searchParams.get('token')
    if (token !== null) {
      // A link with the token signs in once; the redirect drops it from the address bar.
      return ctx.isToken(token)
        ? redirectHome(ctx.sessions.start())
        : html(401, loginPage('wrong-token'))
    }
    return ctx.sessions.has(cookie) ? html(200, viewPage()) : html(200, loginPage())
  }
  const asset = path.slice(VIEW_ASSET_PREFIX.length)
  switch (asset) {
    case 'login': {
      if (method !== 'POST') return methodNotAllowed('POST')
      const body = await ctx.readForm(req, res, MAX_FORM_BYTES)
      if (body === undefined) return undefined
      const token = new URLSearchParams(body).get('token') ?? ''
      return ctx.isToken(token)
        ? redirectHome(ctx.sessions.start())
        : html(401, loginPage('wrong-token'))
    }
    case 'logout':
      if (method !== 'POST') return methodNotAllowed('POST')
      return redirectHome(ctx.sessions.end(cookie))
    case 'view.css':
      return asset200('text/css; charset=utf-8', VIEW_CSS)
    case 'view.js':
      return asset200('text/javascript; charset=utf-8', VIEW_SCRIPT)
    default:
      return {
        status: 404,
        contentType: 'text/plain; charset=utf-8',
        body: `no such view asset: ${path}`,
      }
  }
}

function asset200(contentType: string, body: string): Reply {
  return {
    status: 200,
    contentType,
    body,
    headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' },
  }
}

function methodNotAllowed(allow: string): Reply {
  return {
    status: 405,
    contentType: 'text/plain; charset=utf-8',
    body: `accepts ${allow} only`,
    headers: { Allow: allow },
  }
}
