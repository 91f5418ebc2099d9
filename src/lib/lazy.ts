import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'
import { messages } from '~domain/messages/general'
import { hasUnsavedInput, whenSafeToReload } from './unsaved-changes'

/** SPEC §7, §9: a lazy asset chunk must arrive within 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(messages.errors.chunkLoad, { cause })
    this.name = 'ChunkLoadError'
  }
}

/** The chunk's address, as the browser names it in its error (Chrome, Firefox). */
function chunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : ''
  return /(https?:\/\/\S+?\.m?js)\b/.exec(message)?.[1] ?? null
}

/**
 * A chunk of an older deployment: the server answers, but not with that script. One reload per
 * chunk fetches the new deployment's pages (never with unsaved input, never twice, and only once
 * no write is on its way).
 */
async function reloadForStaleChunk(error: unknown): Promise<boolean> {
  const url = chunkUrl(error)
  if (!url || hasUnsavedInput()) return false
  const key = `xweek.chunk-reload:${url}`
  try {
    if (sessionStorage.getItem(key)) return false
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' })
    const script = answer.ok && /javascript/.test(answer.headers.get('Content-Type') ?? '')
    if (script) return false
    if (!(await whenSafeToReload())) return false
    sessionStorage.setItem(key, '1')
  } catch {
    return false // no answer at all: offline, and a reload would lose the app
  }
  window.location.reload()
  return true
}

/** Chunks that failed, by the factory that asked for them. */
const failedChunks = new WeakMap<() => Promise<unknown>, string>()

/**
 * Loads a lazy chunk from the app's own asset path; a failure or a timeout becomes a
 * ChunkLoadError (SPEC §8), and a chunk gone with a new deployment reloads the page once.
 */
export function loadChunk<T>(factory: () => Promise<T>): Promise<T> {
  const failed = failedChunks.get(factory)
  return new Promise<T>((resolve, reject) => {
    // The time-out counts the page's running time. One long timer would not: a laptop that
    // wakes from sleep (or a frozen tab that thaws) fires it at once, so a chunk asked for just
    // before the lid closed would fail the moment it opens, while the browser still fetches it.
    // So it counts a second at a time with performance.now() (which clock settings and NTP do
    // not move), and a second that took over 10 s (the page did not run) counts as one.
    let left = CHUNK_LOAD_TIMEOUT_MS
    let last = performance.now()
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const took = performance.now() - last
      last += took
      left -= took > 10_000 ? 1_000 : took
      if (left > 0) timer = setTimeout(tick, 1_000)
      else reject(new ChunkLoadError('timeout'))
    }
    tick() // took 0: arms the first second
    // The browser keeps a module import that failed failed: asked again, the chunk comes under
    // an address of its own (its own imports are the same modules as everyone's).
    ;(failed ? import(/* @vite-ignore */ `${failed}?retry=${Date.now()}`) : factory()).then(
      (module) => {
        clearTimeout(timer)
        resolve(module as T)
      },
      async (error: unknown) => {
        clearTimeout(timer)
        const url = chunkUrl(error)
        if (url) failedChunks.set(factory, url)
        // While the page reloads, nothing is shown.
        if (await reloadForStaleChunk(error)) return
        reject(new ChunkLoadError(error))
      },
    )
  })
}

let retryRound = 0

/** 'Opnieuw proberen': lazy parts that failed load their chunk again when next rendered. */
export function retryFailedChunks() {
  retryRound++
}

/**
 * React.lazy for a named export, through loadChunk. A failed load is kept only until the next
 * retryFailedChunks() (an error boundary's 'Opnieuw proberen'): then the chunk is asked again.
 * Not sooner: React renders a failed part once more by itself, which must not wait 120 s again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  factory: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> {
  let failedInRound: number | null = null
  const load = (): LazyExoticComponent<M[K]> =>
    lazy(async () => {
      try {
        return { default: (await loadChunk(factory))[name] }
      } catch (error) {
        failedInRound = retryRound
        throw error
      }
    })
  let current = load()
  function Lazy(props: ComponentProps<M[K]>) {
    if (failedInRound !== null && retryRound > failedInRound) {
      failedInRound = null
      current = load()
    }
    return createElement(current, props)
  }
  Lazy.displayName = `Lazy(${String(name)})`
  return Lazy
}

/** Errors that mean a piece of the app's code did not arrive (a lazy import or Vite's preload). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|preload CSS/i.test(
        error.message,
      ))
  )
}
