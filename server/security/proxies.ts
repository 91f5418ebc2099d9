import { BlockList, isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/**
 * Who is calling, behind the reverse proxies the school names in TRUSTED_PROXIES (addresses or
 * networks). Only a trusted peer's X-Forwarded-For and X-Forwarded-Proto are believed: the
 * caller is the right-most address that is not a trusted proxy. A direct caller's forged header
 * changes nothing (its address is not in the list).
 */
export function proxyTrust(proxies: readonly string[]) {
  const trusted = new BlockList()
  for (const entry of proxies) {
    const [address = '', bits] = entry.split('/')
    if (bits === undefined) trusted.addAddress(plain(address), family(address))
    else trusted.addSubnet(plain(address), Number(bits), family(address))
  }
  const isTrusted = (address: string) => {
    const a = plain(address)
    return isIP(a) !== 0 && trusted.check(a, family(a))
  }
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
      const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map(plain).filter(Boolean)
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
