import { Box, Skeleton, Typography } from '@mui/material'
import { detailsListSx } from '@/components/details-list'
import { Loading } from '@/components/skeleton'
import { useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { can } from '~domain/access'
import { formatLongDate } from '~domain/dates'
import { messages } from '~domain/messages/general'
import { subscriptionMessages } from '@/lib/subscriptions/messages'
import { excursionPath, findScope, scopeListPath, type ScopeInfo } from '~domain/scopes'
import { useSessionUser } from '@/lib/session'
import { RouterLink } from '@/components/router-link'
import { NotFound } from '@/components/not-found'
import { Panel } from '@/components/panel'
import { Page } from '@/components/page'
import { useLiveExcursions } from '@/lib/excursions/api'
import { classShareText, consentSettingShown, hoursText, placesText } from '@/lib/excursions/list'
import { consentMessages } from '~domain/messages/consent'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { roundMessages } from '@/lib/rounds/messages'
import { ExcursionActions } from './excursion-admin-lazy'
import { LoadError } from '@/components/load-error'
import type { ExcursionDetailParts } from './page-parts'

/**
 * Everything known about one excursion and the subscribe controls. It reads the shared
 * excursions list (one cache, one request); an unknown id, or one of another scope than the
 * URL's, is a page that does not exist.
 */
export function ExcursionDetail({
  excursionId,
  scopes,
  parts: { RoundNotices, SubscribeControls, MySubscriptions },
}: {
  excursionId: string
  scopes: readonly ScopeInfo[]
  parts: ExcursionDetailParts
}) {
  const user = useSessionUser()
  const excursions = useLiveExcursions()
  const manage = can(useSessionUser(), 'excursions:manage')
  const navigate = useNavigate()
  // An excursion this page just moved to another scope: shown here until its new address is.
  const [movedId, setMovedId] = useState<string | null>(null)
  const loadingTitle = scopes[0]?.label ?? messages.excursions.allActivitiesTitle

  if (excursions.isPending)
    return (
      <Page title={loadingTitle}>
        <Loading label={messages.excursions.loading}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" height={120} />
        </Loading>
      </Page>
    )
  // A failed refresh keeps what was shown.
  if (excursions.isLoadingError)
    return (
      <Page title={loadingTitle}>
        <LoadError error={excursions.error} onRetry={() => void excursions.refetch()} />
      </Page>
    )

  const excursion = excursions.data.find((e) => e._id === excursionId)
  const scope =
    excursion &&
    (scopes.find((s) => s.id === excursion.scope) ??
      (movedId === excursion._id ? findScope(excursion.scope) : undefined))
  if (!excursion || !scope) return <NotFound />

  const countsPoints = scope.countsTowardPoints
  const classShare = classShareText(excursion)
  const consentSetting = consentSettingShown(excursion)
  const fields: [string, ReactNode][] = [
    [messages.excursions.fields.scope, scope.label],
    [messages.excursions.fields.date, formatLongDate(excursion.datetime)],
    ...(excursion.return_date
      ? [
          [roundMessages.excursion.returnDate, formatLongDate(excursion.return_date)] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [
      countsPoints ? messages.excursions.fields.points : messages.excursions.fields.studyHours,
      hoursText(excursion),
    ],
    ...(excursion.location
      ? [[messages.excursions.fields.location, excursion.location] as [string, ReactNode]]
      : []),
    [
      messages.excursions.fields.subscriptions,
      messages.excursions.subscriptionCount(excursion.subscriptions),
    ],
    ...(excursion.capacity !== null
      ? [[messages.excursions.places.label, placesText(excursion)] as [string, ReactNode]]
      : []),
    ...(classShare !== null
      ? [[roundMessages.excursion.classShare, classShare] as [string, ReactNode]]
      : []),
    ...(consentSetting !== null
      ? [
          [consentMessages.setting, consentMessages.settingText[consentSetting]] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ...(excursion.minimum !== null
      ? [
          [
            roundMessages.excursion.minimum,
            roundMessages.excursion.minimumCount(excursion.minimum),
          ] as [string, ReactNode],
        ]
      : []),
  ]
  const isStudent = can(user, 'subscriptions:own')

  return (
    <Page title={excursion.name}>
      <RouterLink {...scopeListPath(scope.id)} sx={{ display: 'inline-block', mb: 2 }}>
        {messages.excursions.backTo(scope.label)}
      </RouterLink>
      {manage && (
        <Box sx={{ mb: 2 }}>
          <ExcursionActions
            excursion={excursion}
            onSaved={(saved) => {
              if (saved.scope === excursion.scope) return
              // Committed before the refreshed list renders, so this page never reads as not found.
              flushSync(() => setMovedId(saved._id))
              void navigate({ ...excursionPath(saved), replace: true })
            }}
            onDeleted={() => void navigate(scopeListPath(scope.id))}
          />
        </Box>
      )}
      <Box
        component="dl"
        sx={{
          ...detailsListSx,
          columnGap: 3,
          rowGap: 1,
          m: 0,
          mb: 3,
        }}
      >
        {fields.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {excursion.description && (
        <Box component="section" aria-labelledby="excursion-description" sx={{ mb: 3 }}>
          <Typography id="excursion-description" variant="h2" sx={{ mb: 1 }}>
            {messages.excursions.fields.description}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{excursion.description}</Typography>
        </Box>
      )}
      <ChunkBoundary>
        <RoundNotices scopes={[scope]} />
      </ChunkBoundary>
      {(user === null || isStudent) && (
        <Panel title={subscriptionMessages.heading}>
          <SubscribeControls excursion={excursion} />
        </Panel>
      )}
      {isStudent && <MySubscriptions scopes={[scope]} />}
    </Page>
  )
}
