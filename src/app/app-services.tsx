import { ChunkBoundary } from '@/components/chunk-boundary'
import { lazyNamed } from '@/lib/lazy'
import { messages } from '~domain/messages/general'
import { useDiscardQuestion } from '@/lib/discard-question'
import { SessionSync } from '@/features/auth/components/session-sync'
import { PollScheduler } from './poll-scheduler'

// Loaded when something first asks it.
const DiscardDialog = lazyNamed(() => import('@/components/discard-dialog'), 'DiscardDialog')

/**
 * What runs beside every page, loaded right after the first render (the first paint needs none
 * of it): the session check and the 401 watch (a 401 before them comes with a stored token that
 * the check then rejects), the poll schedule (its first job is minutes away), and the question
 * before unsaved input is thrown away.
 */
export function AppServices() {
  const answer = useDiscardQuestion()
  return (
    <>
      <SessionSync />
      <PollScheduler />
      {answer && (
        <ChunkBoundary dialogTitle={messages.unsaved.title} onClose={() => answer(false)}>
          <DiscardDialog />
        </ChunkBoundary>
      )}
    </>
  )
}
