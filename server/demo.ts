import { memoryLoginThrottle } from './security/memory-throttle'
import { pbkdf2Hasher } from './security/passwords'
import { newToken } from './security/tokens'
import { defaultRuleSettings, silentLogger, type Services } from './services'
import type { Store } from './store/store'

/**
 * The services of the demo backend (MSW in the browser and in vitest): the memory store, PBKDF2
 * from Web Crypto (scrypt is Node's), and no log. Everything else is the server's own code.
 */
export function demoServices(store: Store, sanitize: (html: string) => string): Services {
  return {
    store,
    passwords: pbkdf2Hasher(1000),
    // The demo's printed codes: a key of its own, known to all (the demo holds no real accounts).
    codeKey: 'demo-code-key',
    sanitize,
    now: () => new Date(),
    log: silentLogger,
    // Links in the outbox's mails open the demo where it runs.
    settings: {
      ...defaultRuleSettings,
      appUrl: globalThis.location?.origin ?? defaultRuleSettings.appUrl,
      // One browser, one user at a time: no crowd whose polls could share the counts.
      listShareMs: 0,
    },
    loginThrottle: memoryLoginThrottle(defaultRuleSettings.loginThrottle),
    clientAddress: () => 'demo',
    deviceKey: newToken(),
    viaHttps: () => false,
  }
}
