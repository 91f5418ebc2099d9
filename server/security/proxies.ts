import { BlockList, isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * A forwarded hop without its port: `10.0.0.1:5678` and `[2001:db8::1]:443` (some proxies and
 * load balancers write one) are `10.0.0.1` and `2001:db8::1`.
 */
export const withoutPort = (hop: string) => {
  const h = hop.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(h)
  if (bracketed) return bracketed[1]!
  return h.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** Whether an address is in a list of addresses and networks (`10.0.0.2`, `10.1.0.0/16`, `2001:db8::/48`). */
export function networkList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    if (bits === undefined) list.addAddress(plain(address), family(address))
    else list.addSubnet(plain(address), Number(bits), family(address))
  }
  return (address: string) => {
    const a = plain(address)
    return isIP(a) !== 0 && list.check(a, family(a))
  }
}

/**
 * Who is calling, behind the reverse proxies the school names in TRUSTED_PROXIES (addresses or
 * networks). Only a trusted peer's X-Forwarded-For and X-Forwarded-Proto are believed: the
 * caller is the right-most address that is not a trusted proxy. A direct caller's forged header
 * changes nothing (its address is not in the list).
 */
export function proxyTrust(proxies: readonly string[]) {
  const isTrusted = networkList(proxies)
  const peer = (c: Context) => {
    try {
      return plain(getConnInfo(c).remote.address ?? '') || 'onbekend'
    } catch {
      return 'onbekend'
    }
  }
  return {
    clientAddress(c: Context): string {
      let caller = peer(c)
      if (!isTrusted(caller)) return caller
      const hops = (c.req.header('X-Forwarded-For') ?? '')
        .split(',')
        .map((hop) => plain(withoutPort(hop)))
        .filter(Boolean)
      for (const hop of hops.reverse()) {
        // A hop that is no address was written by the client itself: stop believing there.
        if (!isIP(hop)) return caller
        caller = hop
        if (!isTrusted(hop)) return hop
      }
      return caller
    },
    /** The request reached a trusted proxy over https. */
    forwardedHttps(c: Context): boolean {
      if (!isTrusted(peer(c))) return false
      const proto = c.req.header('X-Forwarded-Proto')?.split(',').at(-1)?.trim().toLowerCase()
      return proto === 'https'
    },
  }
}
