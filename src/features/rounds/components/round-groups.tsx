import {
  Box,
  Button,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material'
import { ColumnHeads } from '@/components/column-heads'
import { useId, useState } from 'react'
import type { Round } from '~contract/schemas/rounds'
import type { RoundGroups as Groups } from '~contract/schemas/friend-groups'
import type { ScopeInfo } from '~domain/scopes'
import { Alert } from '@/components/alert'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { useLiveExcursions } from '@/lib/excursions/api'
import { useSetRound } from '@/lib/rounds/api'
import { friendGroupMessages } from '../friend-group-messages'
import { useDissolveGroup, useRoundFriendGroups } from '../friend-groups-api'

const words = friendGroupMessages.admin

/** The friend groups of a preference round on Inschrijfrondes (issue 27): the setting, the list, 'Groep opheffen'. */
export function RoundGroups({ scope, round }: { scope: ScopeInfo; round: Round }) {
  const headingId = useId()
  const groups = useRoundFriendGroups(scope.id)
  const excursions = useLiveExcursions()
  const names = new Map((excursions.data ?? []).map((e) => [e._id, e.name]))
  const [dissolving, setDissolving] = useState<Groups[number] | null>(null)
  const dissolve = useDissolveGroup(scope.id)
  const memberNames = (group: Groups[number]) =>
    group.members.map((m) => `${m.name}${words.state(m.state)}`).join(', ')
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
        {words.heading}
      </Typography>
      <FallbackSetting round={round} />
      {groups.isError && <Alert severity="error">{errorMessage(groups.error)}</Alert>}
      {groups.data?.length === 0 && <Typography>{words.none}</Typography>}
      {groups.data && groups.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{words.caption(scope.label)}</caption>
            <ColumnHeads labels={[words.members, words.wishes, words.actions]} />
            <TableBody>
              {groups.data.map((group) => (
                <TableRow key={group.id}>
                  <TableCell>{memberNames(group)}</TableCell>
                  <TableCell>
                    {group.wishes.map((id, i) => `${i + 1}. ${names.get(id) ?? id}`).join('; ')}
                  </TableCell>
                  <TableCell>
                    <Button size="small" color="error" onClick={() => setDissolving(group)}>
                      {words.dissolve}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {dissolving && (
        <ConfirmDialog
          title={words.dissolveTitle}
          confirmLabel={words.dissolve}
          danger
          onClose={() => setDissolving(null)}
          onConfirm={async () => {
            await dissolve.mutateAsync(dissolving.id)
            notify.success(words.dissolved)
          }}
        >
          {words.dissolveText(memberNames(dissolving))}
        </ConfirmDialog>
      )}
    </Box>
  )
}

/** The round's setting: a group that cannot be placed together falls back to single students. */
function FallbackSetting({ round }: { round: Round }) {
  const save = useSetRound()
  return (
    <Box sx={{ mb: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={round.group_fallback ?? false}
            disabled={save.isPending}
            onChange={(e) =>
              save.mutate(
                {
                  scope: round.scope,
                  mode: round.mode,
                  opens_at: round.opens_at,
                  closes_at: round.closes_at,
                  min_wishes: round.min_wishes,
                  max_wishes: round.max_wishes,
                  policy: round.policy,
                  remind_days_before: round.remind_days_before ?? null,
                  fair_start_seconds: round.fair_start_seconds ?? null,
                  group_fallback: e.target.checked,
                },
                { onSuccess: () => notify.success(words.fallbackSaved) },
              )
            }
          />
        }
        label={words.fallback}
      />
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
    </Box>
  )
}
