// The baseline of the emulator benchmark: a bare node:http server that reads each request's body
// and answers a fixed JSON body. Usage: node bench/bare-server.mjs BODY_FILE; prints its URL.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const body = readFileSync(process.argv[2])
const server = createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
    res.end(body)
  })
})
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
