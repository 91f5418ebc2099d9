import { useEffect, useState } from 'react'

/**
 * The token of a mailed link: in the URL's fragment (`#token=…`), which no server or log sees.
 * Read once; then the fragment leaves the address bar, so the secret is not in a bookmark or a
 * screenshot.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => {
    const hash = globalThis.location?.hash ?? ''
    return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null
  })
  useEffect(() => {
    if (token && location.hash)
      history.replaceState(history.state, '', location.pathname + location.search)
  }, [token])
  return token
}
