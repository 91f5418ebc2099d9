/** SPEC §7, §9: one poll tick, and the jobs that run on every n-th tick. The one home of the schedule. */
export const POLL_TICK_MS = 10_000
/** Every 30th tick (5 min): check the version and reload the settings. */
export const VERSION_CHECK_TICKS = 30
/** Every 6th tick (1 min): reload excursions and subscriptions. */
export const LIVE_DATA_TICKS = 6

export type PollJob = {
  /** Runs on every `everyTicks`-th tick. */
  everyTicks: number
  run: () => void
}

/**
 * Runs `jobs` on the poll tick while the page is visible. While it is hidden nothing runs; on
 * return every job whose interval has passed runs once, at once, and the tick starts again.
 * A job is due by the time since it last ran, so a late tick or a hidden spell never doubles it.
 * Returns a function that stops everything.
 */
export function startPolling(jobs: readonly PollJob[], tickMs = POLL_TICK_MS): () => void {
  const startedAt = Date.now()
  const lastRun = new Map(jobs.map((job) => [job, startedAt]))
  let timer: ReturnType<typeof setInterval> | undefined

  // `slack`: a tick that fires a little early still counts as the n-th one.
  const runDue = (slack: number) => {
    const now = Date.now()
    for (const job of jobs) {
      if (now - (lastRun.get(job) ?? startedAt) < job.everyTicks * tickMs - slack) continue
      lastRun.set(job, now)
      job.run()
    }
  }
  const start = () => {
    timer ??= setInterval(() => runDue(tickMs / 2), tickMs)
  }
  const stop = () => {
    clearInterval(timer)
    timer = undefined
  }
  const onVisibilityChange = () => {
    if (document.hidden) return stop()
    if (timer !== undefined) return
    runDue(0)
    start()
  }

  document.addEventListener('visibilitychange', onVisibilityChange)
  if (!document.hidden) start()
  return () => {
    stop()
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
