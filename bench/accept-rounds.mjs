// How a busy Node server takes new connections (issue 39, docs/benchmarks.md "New connections in
// the opening minute"): a server whose event loop goes round every ROUND_MS (busy, as in the rush)
// and a second process that opens CONNECTIONS connections to it at once. Prints how many rounds
// and milliseconds the server took to accept them all. Loopback only, bounded in count and time.
//   node bench/accept-rounds.mjs [--connections 100] [--round-ms 20]
import { fork } from 'node:child_process'
import net from 'node:net'
import { cpus, loadavg } from 'node:os'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

if (process.argv[2] === 'connect') {
  // The clients: every connection opened in the same tick, kept until the server is done.
  const port = Number(process.argv[3])
  const sockets = Array.from({ length: Number(process.argv[4]) }, () =>
    net.connect(port, '127.0.0.1').on('error', () => {}),
  )
  process.on('message', () => {
    for (const socket of sockets) socket.destroy()
    process.exit(0)
  })
} else {
  const CONNECTIONS = arg('connections', 100)
  const ROUND_MS = arg('round-ms', 20)
  let rounds = 0
  const accepted = []
  const server = net.createServer((socket) => {
    accepted.push({ at: performance.now(), round: rounds })
    socket.on('error', () => {})
  })
  server.listen(0, '127.0.0.1', () => {
    let busy = true
    // A round of the loop that works ROUND_MS, as a server's does when every core is busy.
    const round = () => {
      rounds++
      const until = performance.now() + ROUND_MS
      while (performance.now() < until);
      if (busy) setImmediate(round)
    }
    round()
    const clients = fork(new URL(import.meta.url).pathname, [
      'connect',
      String(server.address().port),
      String(CONNECTIONS),
    ])
    const started = performance.now()
    const deadline = started + 30_000
    const check = setInterval(() => {
      if (accepted.length < CONNECTIONS && performance.now() < deadline) return
      clearInterval(check)
      busy = false
      const first = accepted[0]
      const last = accepted.at(-1)
      console.log(
        `machine: ${cpus()[0]?.model ?? 'CPU'} × ${cpus().length}, Node ${process.version}, libuv ${process.versions.uv}; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      )
      console.log(
        `${accepted.length} of ${CONNECTIONS} connections opened at once, with the loop going round every ${ROUND_MS} ms: accepted over ${new Set(accepted.map((a) => a.round)).size} rounds, the last ${Math.round(last.at - first.at)} ms after the first`,
      )
      clients.send('done')
      server.close()
    }, ROUND_MS)
  })
}
