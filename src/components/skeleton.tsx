import { Box } from '@mui/material'
import type { SkeletonProps } from '@mui/material/Skeleton'
import { Suspense } from 'react'
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
