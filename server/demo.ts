import { DEMO_PASSWORD } from './seed/demo'
import { memoryLoginThrottle } from './security/memory-throttle'
import { pbkdf2Hasher } from './security/passwords'
import { defaultRuleSettings, silentLogger, type Services } from './services'
import type { Store } from './store/store'

/**
 * The services of the demo backend (MSW in the browser and in vitest): the memory store, PBKDF2
 * from Web Crypto (scrypt is Node's), no log, and the demo password for an account added without
 * one. Everything else is the server's own code.
 */
export function demoServices(store: Store, sanitize: (html: string) => string): Services {
  return {
    store,
    passwords: pbkdf2Hasher(1000),
    sanitize,
    now: () => new Date(),
    log: silentLogger,
    settings: { ...defaultRuleSettings, newAccountPassword: DEMO_PASSWORD },
    loginThrottle: memoryLoginThrottle(defaultRuleSettings.loginThrottle),
    clientAddress: () => 'demo',
    viaHttps: () => false,
  }
}
