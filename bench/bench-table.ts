// bench:server's summaries: the logins as they went, `--before`'s figures side by side, and the
// issue-39 table's figures per database for the last JSON line (bench/server-load.ts).

type Figures = Record<string, unknown>

/** The logins of a case: how many per second, how long each took, and what went wrong. */
export function printLogins(figures: Figures) {
  console.log(
    `  logins: ${figures.loginsPerSecond}/s over ${figures.loginSeconds} s, p50 ${figures.loginP50Ms} ms, p95 ${figures.loginP95Ms} ms, p99 ${figures.loginP99Ms} ms; ${figures.loginErrors} errors ${JSON.stringify(figures.loginErrorAnswers)}; ${figures.loginBusyRetries ?? 0} tries answered busy and tried again after 1 s`,
  )
}

/**
 * The figures of issue 39's table, per database (embedded; postgres, or postgres:proxy and
 * postgres:direct), plus the logins: the rush alone (after 3,000 logins, 200 at a time) and the
 * opening minute (the logins spread over the minute before it). Absent cases are left out.
 */
export function tableOf(result: Figures) {
  const table: Record<string, Figures> = {}
  for (const [name, value] of Object.entries(result)) {
    if (!/^(embedded|postgres)(:(proxy|direct))?$/.test(name) || !value) continue
    const run = value as Figures
    // A whole run holds the opening minute (or null, skipped); --opening-only is the minute alone.
    const rush = 'openingMinute' in run ? run : null
    const opening = (rush ? rush.openingMinute : run) as Figures | null
    table[name] = {
      ...(rush && {
        rushSignUpsPerSecond: rush.signUpsPerSecond,
        rushP99Ms: rush.p99Ms,
        rushP99KeptMs: rush.p99KeptMs,
        subscriptionsAllP95Ms: rush.subscriptionsAllP95Ms,
        logins: rush.logins,
        loginsPerSecond: rush.loginsPerSecond,
        loginP50Ms: rush.loginP50Ms,
        loginP95Ms: rush.loginP95Ms,
        loginP99Ms: rush.loginP99Ms,
        loginErrors: rush.loginErrors,
        loginBusyRetries: rush.loginBusyRetries,
        overCapacity: rush.overCapacity,
        duplicateRanks: rush.duplicateRanks,
        lostSuccesses: rush.lostSuccesses,
      }),
      ...(opening && {
        openingSignUpsPerSecond: opening.signUpsPerSecond,
        openingP50Ms: opening.p50Ms,
        openingP95Ms: opening.p95Ms,
        openingP99Ms: opening.p99Ms,
        openingP99KeptMs: opening.p99KeptMs,
        openingSignUpsOnNewConnections: opening.signUpsOnNewConnections,
        openingPollP50Ms: opening.pollP50Ms,
        openingPollP95Ms: opening.pollP95Ms,
        openingPollP95KeptMs: opening.pollP95KeptMs,
        openingPollsOnNewConnections: opening.pollsOnNewConnections,
        openingPollShare304: opening.pollShare304,
        openingPollErrors: opening.pollErrors,
        openingLogins: opening.logins,
        openingLoginsPerSecond: opening.loginsPerSecond,
        openingLoginP50Ms: opening.loginP50Ms,
        openingLoginP95Ms: opening.loginP95Ms,
        openingLoginP99Ms: opening.loginP99Ms,
        openingLoginErrors: opening.loginErrors,
        openingLoginBusyRetries: opening.loginBusyRetries,
        openingOverCapacity: opening.overCapacity,
        openingDuplicateRanks: opening.duplicateRanks,
        openingLostSuccesses: opening.lostSuccesses,
      }),
    }
  }
  return table
}

/** The figures of `--before`, side by side. */
export function printComparison(result: Record<string, unknown>, kinds: readonly string[]) {
  const keys = [
    'excursionsP95Ms',
    'subscriptionsAllP95Ms',
    'subscriptionsAll304P95Ms',
    'excursionsRebuiltP95Ms',
    'subscriptionsAllRebuiltP95Ms',
    'loginsPerSecond',
    'loginP50Ms',
    'loginP95Ms',
    'loginP99Ms',
    'loginErrors',
    'loginBusyRetries',
    'signUpsPerSecond',
    'p50Ms',
    'p95Ms',
    'p99Ms',
    'p99KeptMs',
    'pollP50Ms',
    'pollP95Ms',
    'pollP95KeptMs',
    'pollP99Ms',
    'cpuMsPerSignUpServers',
    'cpuMsPerSignUpRest',
    'serverSideCeilingPerSecond',
    'overCapacity',
    'duplicateRanks',
    'lostSuccesses',
  ]
  for (const kind of kinds) {
    const before = result[`${kind}:before`] as Record<string, number>
    const after = result[`${kind}:after`] as Record<string, number>
    console.log(`\n${kind}: figure | before | after`)
    for (const key of keys)
      if (key in before || key in after) console.log(`  ${key} | ${before[key]} | ${after[key]}`)
  }
}
