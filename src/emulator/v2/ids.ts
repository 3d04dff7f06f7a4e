/**
 * v2's ids for the simulation's objects, derived from their v1 keys so they are stable across
 * restarts (a data file keeps only v1 keys): merge queues get 8 letters and digits (like the
 * docs' `xK9mP2nQ`), repositories and pull requests UUID-shaped ids. Queue entries and test runs
 * keep the ids the simulation gave them.
 */
import { createHash } from 'node:crypto'
import { queueKey, repoKey } from '../simulation/model.js'
import type { Repo } from '../simulation/requests.js'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest()
}

function uuidFrom(text: string): string {
  const h = digest(text).toString('hex')
  // Version 5 layout (name-based, SHA), so the id is a well-formed UUID.
  const variant = ((parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** A merge queue's id: 8 letters and digits. */
export function mergeQueueIdOf(repo: Repo, branch: string): string {
  const d = digest(`queue:${queueKey(repo, branch)}`)
  let id = ''
  for (let i = 0; i < 8; i++) id += ALPHABET[(d[i] as number) % ALPHABET.length]
  return id
}

/** A repository's id (UUID). */
export function repositoryIdOf(repo: Repo): string {
  return uuidFrom(`repository:${repoKey(repo)}`)
}

/** A pull request's id (UUID), distinct from its queue entries' ids. */
export function pullRequestIdOf(repo: Repo, number: number): string {
  return uuidFrom(`pull-request:${repoKey(repo)}#${number}`)
}
