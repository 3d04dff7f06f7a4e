/**
 * The repository a CI builds, from its clone URL: `git@github.com:acme/app.git`,
 * `ssh://git@github.com/acme/app.git`, `https://github.com/acme/app`, `git://…`. Credentials in
 * an https URL are dropped unread (they must never reach a message). Only `owner/name` paths are
 * taken: the queue addresses GitHub repositories, which have no deeper paths.
 */

/** A repository named by a clone URL. */
export interface RepositoryFromUrl {
  /** The host, lowercase, without a port or user, e.g. `github.com`. */
  host: string
  /** `owner/name`, without `.git`. */
  fullName: string
}

/** The scp-like form git accepts for ssh: `user@host:owner/name(.git)`. */
const SCP_LIKE = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/

/** Reads `owner/name` and the host from a clone URL; undefined when it is not such a URL. */
export function parseRepositoryUrl(raw: string | undefined): RepositoryFromUrl | undefined {
  const url = raw?.trim()
  if (!url) return undefined
  let host: string
  let path: string
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return undefined
    }
    if (!['https:', 'http:', 'ssh:', 'git:', 'git+ssh:', 'ssh+git:'].includes(parsed.protocol)) {
      return undefined
    }
    host = parsed.hostname
    path = decodeURIComponent(parsed.pathname)
  } else {
    const m = SCP_LIKE.exec(url)
    if (!m) return undefined
    host = m[1] as string
    path = m[2] as string
  }
  const parts = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.git$/i, '')
    .split('/')
  if (parts.length !== 2 || parts.some((p) => !/^[A-Za-z0-9_.-]+$/.test(p) || /^\.+$/.test(p))) {
    return undefined
  }
  return { host: host.toLowerCase(), fullName: parts.join('/') }
}

/** The PR number in a GitHub PR URL (`https://github.com/acme/app/pull/12`), with its repository. */
export function parsePullRequestUrl(
  raw: string | undefined,
): { number: number; repository: RepositoryFromUrl } | undefined {
  const m = /^https?:\/\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)\/pull\/([1-9]\d{0,9})\/?$/i.exec(
    raw?.trim() ?? '',
  )
  if (!m) return undefined
  return {
    number: Number(m[4]),
    repository: { host: (m[1] as string).toLowerCase(), fullName: `${m[2]}/${m[3]}` },
  }
}
