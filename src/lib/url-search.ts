import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'

/** How long typing pauses before the text is written into the URL. */
export const URL_TEXT_DELAY_MS = 300

/** A list page's search params: free text and the page shown, besides its filters and sort. */
export type ListSearch = { q?: string; page?: number }

/** Writes the route's search params: `replace` for typing, a new history entry otherwise. */
export type SearchNavigate<S> = (update: (previous: S) => S, options: { replace: boolean }) => void

/**
 * A list page's search, filters, sort and page with the URL as the one source of truth: what the
 * page shows is read from the URL, so Back and Forward restore the box, the filters, the sort and
 * the page, and a bookmark opens the same view.
 *
 * - A discrete change (a filter, the sort, the page) is a new history entry; a filter or sort
 *   change goes back to page 1.
 * - Typing is one entry: the text replaces the URL's `q` once typing pauses. Until then the page
 *   shows the typed text (a draft on its way into the URL), so results follow the keys at once.
 *   Any other change of the URL (Back, Forward, a link) drops the draft and the box shows the
 *   URL's text again.
 */
export function useUrlSearch<S extends ListSearch>(
  search: S,
  navigate: SearchNavigate<S>,
  delayMs = URL_TEXT_DELAY_MS,
) {
  const [draft, setDraft] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The `q` of our own latest write: when the URL arrives with it, the change was ours.
  const written = useRef<string | null>(null)
  const latestNavigate = useRef(navigate)
  const latestDraft = useRef(draft)
  const urlText = search.q ?? ''
  const latestUrlText = useRef(urlText)
  useEffect(() => {
    latestNavigate.current = navigate
    latestDraft.current = draft
    latestUrlText.current = urlText
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  const searchKey = JSON.stringify(search)
  useEffect(() => {
    const ours = written.current !== null && urlText === written.current
    written.current = null
    // Our write landed: the draft is done unless more was typed meanwhile (its timer runs on).
    if (ours) setDraft((typed) => (typed === urlText ? null : typed))
    else {
      // Back, Forward or a link: the URL wins over what was on its way.
      clearTimeout(timer.current)
      setDraft(null)
    }
    // searchKey: any change of the URL's search, not only of its text.
  }, [searchKey, urlText])

  const write = useCallback((change: Partial<S>, replace: boolean) => {
    clearTimeout(timer.current)
    const typed = latestDraft.current
    // A discrete change while typing takes the typed text along.
    const next = typed !== null && !('q' in change) ? { ...change, q: typed || undefined } : change
    written.current = 'q' in next ? (next.q ?? '') : latestUrlText.current
    latestNavigate.current((previous) => ({ ...previous, ...next }), { replace })
  }, [])

  /** A filter or sort change: a new history entry, back to page 1 (a pending text goes along). */
  const set = useCallback(
    (change: Partial<S>) => write({ ...change, page: undefined }, false),
    [write],
  )
  /** Another page of the same rows: a new history entry. */
  const setPage = useCallback(
    (page: number) => write({ page: page > 1 ? page : undefined } as Partial<S>, false),
    [write],
  )
  /** Typing: shown at once, written into the URL (replacing the entry) once typing pauses. */
  const setText = useCallback(
    (text: string) => {
      setDraft(text)
      latestDraft.current = text
      clearTimeout(timer.current)
      timer.current = setTimeout(
        () => write({ q: text || undefined, page: undefined } as Partial<S>, true),
        delayMs,
      )
    },
    [write, delayMs],
  )

  const text = draft ?? urlText
  // Only the text is deferred (rows follow typing without holding up the box); a filter, sort or
  // page change shows in one render.
  const shownText = useDeferredValue(text)
  // Typing shows the first page of what it finds (the URL's page goes when the text is written).
  const leavesPage = draft !== null && search.page !== undefined
  const view = useMemo(
    () => ({ ...search, q: shownText || undefined, ...(leavesPage && { page: undefined }) }),
    // By value: the router hands over a new object for an unchanged search.
    [searchKey, shownText, leavesPage], // eslint-disable-line react-hooks/exhaustive-deps
  )
  return {
    /** What the page shows: the URL's search, with the text being typed (deferred). */
    view,
    /** The search box's value. */
    text,
    /** Whether the shown text is in the URL yet (false while typing). */
    settled: draft === null,
    set,
    setPage,
    setText,
  }
}
