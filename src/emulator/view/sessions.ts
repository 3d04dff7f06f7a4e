/**
 * Sign-in for the live view: a person gives the API token once (a login form, or `/?token=` for a
 * link a script prints) and gets a session cookie, HttpOnly and SameSite=Strict, so the page's
 * script never holds the token and no URL it navigates to carries it. Sessions live in memory
 * and end with the process.
 */
import { randomBytes } from 'node:crypto'

/** The cookie that carries a view session. */
export const SESSION_COOKIE = 'mq_emulator_view'
/**
 * The header the view's script sends with every control call. A cross-site page cannot send a
 * custom header without a CORS preflight, which the emulator never approves, so a cookie alone
 * (a forged form, an image) authenticates nothing.
 */
export const VIEW_HEADER = 'x-emulator-view'
/** Most sessions kept; the oldest is dropped past it. */
const MAX_SESSIONS = 1000

/** The view's sessions. */
export class ViewSessions {
  private readonly ids = new Set<string>()

  /** Starts a session; returns the Set-Cookie value. */
  start(): string {
    const id = randomBytes(32).toString('base64url')
    this.ids.add(id)
    if (this.ids.size > MAX_SESSIONS) {
      const oldest = this.ids.values().next().value
      if (oldest !== undefined) this.ids.delete(oldest)
    }
    return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`
  }

  /** Ends the session a Cookie header names; returns the Set-Cookie value that clears it. */
  end(cookieHeader: string | undefined): string {
    const id = sessionIdOf(cookieHeader)
    if (id !== undefined) this.ids.delete(id)
    return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`
  }

  /** True when the Cookie header names a live session. */
  has(cookieHeader: string | undefined): boolean {
    const id = sessionIdOf(cookieHeader)
    return id !== undefined && this.ids.has(id)
  }
}

function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim()
  }
  return undefined
}
