// Where a case's CPU time went, from Linux's /proc: this process (the load's clients, and the
// proxy when there is one), the server processes, and the rest of the machine (PostgreSQL's
// processes, the kernel's network work, anything else running). With the rush's count of
// sign-ups it says what one sign-up costs each part, and so what two cores can hold at most.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100

/** CPU milliseconds a process has used so far (user and system), 0 once it is gone. */
function processMs(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The fields after the command's name (which may hold spaces): state is the first, then
    // utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** The machine's busy and total CPU milliseconds so far, over all cores. */
function machineMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number) as number[]
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0)
  const toMs = (t: number) => (t * 1000) / TICKS_PER_SECOND
  return { busy: toMs(busy), total: toMs(busy + idle! + iowait!) }
}

export type CpuUse = {
  /** The share of both cores' time that was busy, 0-1. */
  machineBusyShare: number
  /** CPU ms of this process (the clients; the proxy too when there is one). */
  clientMs: number
  serversMs: number
  /** Everything else busy: PostgreSQL's processes, the kernel's network work. */
  restMs: number
}

/** Starts counting; `stop()` answers what each part used since. Only on Linux; else null. */
export function cpuMeter(serverPids: () => number[]) {
  let start: ReturnType<typeof read>
  function read() {
    return {
      machine: machineMs(),
      client: processMs(process.pid),
      servers: serverPids().reduce((sum, pid) => sum + processMs(pid), 0),
    }
  }
  try {
    start = read()
  } catch {
    return null
  }
  return {
    stop(): CpuUse {
      const end = read()
      const busy = end.machine.busy - start.machine.busy
      const clientMs = end.client - start.client
      const serversMs = end.servers - start.servers
      return {
        machineBusyShare: busy / (end.machine.total - start.machine.total),
        clientMs,
        serversMs,
        restMs: Math.max(0, busy - clientMs - serversMs),
      }
    },
  }
}

/**
 * CPU ms per unit of work (a sign-up) by part, and the most units a second the server side could
 * hold if the clients ran elsewhere (as the students' browsers do): the cores it can use over what
 * the servers and the database spend per unit. The embedded server runs its requests and PGlite
 * on one thread, so it can use one core; PostgreSQL's instances and processes can use them all.
 */
export function perUnit(use: CpuUse, units: number, cores: number) {
  const r = (n: number) => Math.round(n * 100) / 100
  const serverSide = (use.serversMs + use.restMs) / units
  return {
    machineBusyShare: r(use.machineBusyShare),
    cpuMsPerSignUpClient: r(use.clientMs / units),
    cpuMsPerSignUpServers: r(use.serversMs / units),
    cpuMsPerSignUpRest: r(use.restMs / units),
    serverSideCeilingPerSecond: Math.round((cores * 1000) / serverSide),
  }
}
