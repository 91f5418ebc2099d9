import { Box, Stack } from '@mui/material'
import type { SkeletonProps } from '@mui/material/Skeleton'
import { Suspense, type ReactNode } from 'react'
import { lazyNamed } from '@/lib/lazy'

const MuiSkeleton = lazyNamed(() => import('@mui/material/Skeleton'), 'default')

/**
 * MUI's Skeleton, its code loaded on first use. Until then an empty line of the same size holds
 * its place, so nothing moves when the animated one replaces it.
 */
export function Skeleton(props: SkeletonProps) {
  return (
    <Suspense
      fallback={
        <Box component="span" sx={{ display: 'block', width: props.width, height: props.height }}>
          {'\u00a0'}
        </Box>
      }
    >
      <MuiSkeleton {...props} />
    </Suspense>
  )
}

/**
 * A loading placeholder: an indeterminate progress bar by its Dutch name (as MUI's own spinners
 * are), busy until the content replaces it, with skeleton lines inside that hold the content's
 * place. A name without a role is not allowed by ARIA, so the role is part of the one home.
 */
export function Loading({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Stack spacing={1} role="progressbar" aria-busy="true" aria-label={label}>
      {children}
    </Stack>
  )
}
