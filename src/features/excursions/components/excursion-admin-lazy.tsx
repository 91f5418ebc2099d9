import type { ComponentProps } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { ChunkBoundary } from '@/components/chunk-boundary'

// Admins only: everyone else's list and detail pages do not carry the management code.
const load = () => import('./excursion-admin')
const ListAdmin = lazyNamed(load, 'ExcursionListAdmin')
const Actions = lazyNamed(load, 'ExcursionActions')

/** Add and 'Alles verwijderen' above a list (see excursion-admin.tsx), loaded on first use. */
export function ExcursionListAdmin(props: ComponentProps<typeof ListAdmin>) {
  return (
    <ChunkBoundary>
      <ListAdmin {...props} />
    </ChunkBoundary>
  )
}

/** Edit and delete for one excursion (see excursion-admin.tsx), loaded on first use. */
export function ExcursionActions(props: ComponentProps<typeof Actions>) {
  return (
    <ChunkBoundary>
      <Actions {...props} />
    </ChunkBoundary>
  )
}
