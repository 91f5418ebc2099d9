import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { messages } from './messages'

/** SPEC §7, §9: a lazy asset chunk must arrive within 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(messages.errors.chunkLoad, { cause })
    this.name = 'ChunkLoadError'
  }
}

/** Loads a lazy chunk; a failure or a timeout becomes a ChunkLoadError (SPEC §8). */
export function loadChunk<T>(
  factory: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs)
    factory().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(error))
      },
    )
  })
}

/** React.lazy for a named export, through loadChunk. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  factory: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await loadChunk(factory))[name] }))
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
