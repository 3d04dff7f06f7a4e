// The naive baseline of the start-up benchmark: what a plain Node script does for `status` with
// the runner's environment: read the inputs, POST getSubmittedPullRequest and getQueue with
// fetch, write the state and the queue position to $GITHUB_OUTPUT and print one line. No input
// checks, no retries, no summary: the least any tool could do for the same two requests.
import { appendFileSync } from 'node:fs'

const input = (name) => process.env[`INPUT_${name.toUpperCase()}`] ?? ''
const [owner, name] = (process.env.GITHUB_REPOSITORY ?? '').split('/')
const repo = { host: 'github.com', owner, name }
const targetBranch = input('target-branch')
const number = Number(input('pr-number'))
const post = async (method, body) => {
  const res = await fetch(`${input('api-url')}/${method}`, {
    method: 'POST',
    headers: { 'x-api-token': input('api-token'), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method}: HTTP ${res.status}`)
  return res.json()
}
const pr = await post('getSubmittedPullRequest', { repo, targetBranch, pr: { number } })
const queue = await post('getQueue', { repo, targetBranch })
const position = (queue.enqueuedPullRequests ?? []).findIndex((p) => p.prNumber === number) + 1
appendFileSync(
  process.env.GITHUB_OUTPUT,
  `state<<EOF\n${pr.state}\nEOF\nqueue-position<<EOF\n${position || ''}\nEOF\n`,
)
process.stdout.write(`PR #${number} is ${String(pr.state).toUpperCase()}\n`)
