// The naive baseline of the upload benchmark: what a plain Node script does with a targets file
// (split, drop empty lines, de-duplicate with a Set, JSON.stringify the body, fetch). Usage:
// node bench/naive-upload.mjs TARGETS_FILE API_URL TOKEN PR_NUMBER SHA
import { readFileSync } from 'node:fs'

const [file, url, token, number, sha] = process.argv.slice(2)
const targets = [
  ...new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0),
  ),
]
const body = JSON.stringify({
  repo: { host: 'github.com', owner: 'acme', name: 'app' },
  pr: { number: Number(number), sha },
  targetBranch: 'main',
  impactedTargets: targets,
})
try {
  const res = await fetch(`${url}/setImpactedTargets`, {
    method: 'POST',
    headers: { 'x-api-token': token, 'content-type': 'application/json' },
    body,
  })
  await res.arrayBuffer()
  process.stdout.write(`${res.status}\n`)
} catch (e) {
  // Past 20 MiB the emulator answers 413 and closes the connection; a client still writing the
  // body may see the close (EPIPE, ECONNRESET) before it reads the answer.
  const code = e?.cause?.code
  if (code !== 'EPIPE' && code !== 'ECONNRESET') throw e
  process.stdout.write('closed\n')
}
