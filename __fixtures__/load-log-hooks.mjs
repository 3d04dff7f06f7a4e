// Module hooks (node:module register) that append the URL of every file a process loads to the
// file LOADED_LOG names: how a test sees which chunks of the bundle a door loads. Start a process
// with `--import <this folder>/load-log.mjs`.
import { appendFileSync } from 'node:fs'

export async function load(url, context, next) {
  if (process.env.LOADED_LOG && url.startsWith('file:')) {
    appendFileSync(process.env.LOADED_LOG, `${url}\n`)
  }
  return next(url, context)
}
