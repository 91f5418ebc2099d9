// Which network an address stands for (no node:net: the demo backend runs this in the browser).

/** The eight 16-bit groups of an IPv6 address, or null when it is none. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '')
  // An embedded IPv4 tail (::ffff:1.2.3.4) as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const part = (s: string) => (s ? s.split(':') : [])
  const head = part(halves[0]!)
  const tail = part(halves[1] ?? '')
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return groups.map((g) => parseInt(g, 16))
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * (one home or one school network gets a whole /64; counting each address would let a caller
 * take a new counter for every attempt).
 */
export function addressKey(address: string): string {
  const groups = address.includes(':') ? ipv6Groups(address) : null
  if (!groups) return address
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/**
 * What staff are shown of an address that hit a limit (Beheer › Privacy): its network, not the
 * address itself: an IPv4 address's /24, an IPv6 address's /64.
 */
export function addressPrefix(address: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(address)
  if (v4) return `${v4[1]}.0/24`
  return addressKey(address)
}
