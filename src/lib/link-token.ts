import { useEffect, useState } from 'react'

/** The secret of a mailed link in the URL's fragment: `#token=` activates (or opens a parent's consent page), `#reset=` resets. */
export const fragmentToken = (key: 'token' | 'reset') =>
  new URLSearchParams((globalThis.location?.hash ?? '').replace(/^#/, '')).get(key)?.trim() || null

/**
 * The token of a mailed link: in the URL's fragment, which no server or log sees. Read once;
 * then the fragment leaves the address bar, so the secret is not in a bookmark or a screenshot.
 */
export function useLinkToken(key: 'token' | 'reset'): string | null {
  const [token] = useState(() => fragmentToken(key))
  useEffect(() => {
    if (token && location.hash)
      history.replaceState(history.state, '', location.pathname + location.search)
  }, [token])
  return token
}
