import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteIcon from '@mui/icons-material/Delete'
import { useId, useState } from 'react'
import type { OwnGroup } from '~contract/schemas/friend-groups'
import { Alert } from '@/components/alert'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Form, useFormInput } from '@/components/form'
import { notify } from '@/lib/notify'
import { useLiveExcursions } from '@/lib/excursions/api'
import { subscriptionErrorText } from '@/lib/subscriptions/api'
import { friendGroupMessages } from '../friend-group-messages'
import {
  useAcceptInvitation,
  useDeclineInvitation,
  useInviteFriend,
  useLeaveGroup,
  useOwnFriendGroup,
  useSetGroupWishes,
} from '../friend-groups-api'

const words = friendGroupMessages

/**
 * A student's friend group in a preference round (issue 27), on the round's notice where wishes
 * are given: invite friends by student number, answer invitations, and the group's shared wishes.
 */
export function FriendGroupPanel({ scope }: { scope: string }) {
  const headingId = useId()
  const own = useOwnFriendGroup(scope)
  if (!own.data) return null
  const { group, invitations, can_change } = own.data
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {words.heading}
      </Typography>
      {!group && <Typography sx={{ mb: 1 }}>{words.intro}</Typography>}
      {!can_change && <Typography sx={{ mb: 1 }}>{words.closed}</Typography>}
      {invitations.length > 0 && (
        <Invitations scope={scope} invitations={invitations} canChange={can_change} />
      )}
      {group && <Group scope={scope} group={group} canChange={can_change} />}
      {can_change && (group?.members.length ?? 1) < 4 && <InviteForm scope={scope} />}
    </Box>
  )
}

function InviteForm({ scope }: { scope: string }) {
  const input = useFormInput({ number: '' })
  const invite = useInviteFriend(scope)
  const submit = () =>
    invite.mutate(input.values.number, {
      onSuccess: () => {
        input.reset({ number: '' })
        notify.success(words.invited)
      },
    })
  return (
    <Form input={input} onSubmit={submit} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={words.number}
          value={input.values.number}
          onChange={(e) => input.set('number', e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" disabled={invite.isPending}>
          {words.invite}
        </Button>
      </Stack>
      {invite.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {subscriptionErrorText(invite.error)}
        </Alert>
      )}
    </Form>
  )
}

function Invitations({
  scope,
  invitations,
  canChange,
}: {
  scope: string
  invitations: OwnGroup['invitations']
  canChange: boolean
}) {
  const accept = useAcceptInvitation(scope)
  const decline = useDeclineInvitation(scope)
  const failed = accept.error ?? decline.error
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {words.invitations}
      </Typography>
      <Box component="ul" sx={{ my: 0, pl: 2 }}>
        {invitations.map((invitation) => (
          <li key={invitation.group_id}>
            <Typography component="span">
              {words.invitation(invitation.invited_by, invitation.members)}
            </Typography>{' '}
            <Button
              size="small"
              disabled={!canChange || accept.isPending}
              onClick={() => accept.mutate(invitation.group_id)}
            >
              {words.accept}
            </Button>
            <Button
              size="small"
              disabled={decline.isPending}
              onClick={() => decline.mutate(invitation.group_id)}
            >
              {words.decline}
            </Button>
          </li>
        ))}
      </Box>
      {failed && <Alert severity="error">{subscriptionErrorText(failed)}</Alert>}
    </Box>
  )
}

function Group({
  scope,
  group,
  canChange,
}: {
  scope: string
  group: NonNullable<OwnGroup['group']>
  canChange: boolean
}) {
  const [leaving, setLeaving] = useState(false)
  const leave = useLeaveGroup(scope)
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {words.yourGroup}
      </Typography>
      <Box component="ul" sx={{ my: 0, pl: 2 }} aria-label={words.yourGroup}>
        {group.members.map((member) => (
          <li key={member.name + member.state}>
            {member.name}
            {member.you && ` (${words.you})`}
            {member.state === 'invited' && ` (${words.pending})`}
          </li>
        ))}
      </Box>
      <SharedWishes scope={scope} wishes={group.wishes} canChange={canChange} />
      {canChange && (
        <Button variant="text" color="error" onClick={() => setLeaving(true)} sx={{ mt: 1 }}>
          {words.leave}
        </Button>
      )}
      {leaving && (
        <ConfirmDialog
          title={words.leaveTitle}
          confirmLabel={words.leave}
          danger
          onClose={() => setLeaving(false)}
          errorText={subscriptionErrorText}
          onConfirm={async () => {
            await leave.mutateAsync(undefined)
          }}
        >
          {words.leaveText}
        </ConfirmDialog>
      )}
    </Box>
  )
}

function SharedWishes({
  scope,
  wishes,
  canChange,
}: {
  scope: string
  wishes: string[]
  canChange: boolean
}) {
  const headingId = useId()
  const excursions = useLiveExcursions()
  const save = useSetGroupWishes(scope)
  const [adding, setAdding] = useState('')
  const offered = (excursions.data ?? []).filter((e) => e.scope === scope)
  const name = (id: string) => offered.find((e) => e._id === id)?.name ?? id
  const change = (next: string[]) => save.mutate(next)
  const move = (from: number, to: number) => {
    const next = [...wishes]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved!)
    change(next)
  }
  const left = offered.filter((e) => !wishes.includes(e._id))
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {words.sharedWishes}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {words.sharedHint}
      </Typography>
      {wishes.length === 0 ? (
        <Typography>{words.noWishes}</Typography>
      ) : (
        <Box component="ol" aria-labelledby={headingId} sx={{ my: 0, pl: 3 }}>
          {wishes.map((id, i) => (
            <li key={id}>
              {name(id)}
              {canChange && (
                <>
                  <IconButton
                    size="small"
                    aria-label={words.up(name(id))}
                    disabled={i === 0 || save.isPending}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={words.down(name(id))}
                    disabled={i === wishes.length - 1 || save.isPending}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={words.remove(name(id))}
                    disabled={save.isPending}
                    onClick={() => change(wishes.filter((w) => w !== id))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </li>
          ))}
        </Box>
      )}
      {canChange && left.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={words.addLabel}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            {left.map((e) => (
              <MenuItem key={e._id} value={e._id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!adding || save.isPending}
            onClick={() => {
              change([...wishes, adding])
              setAdding('')
            }}
          >
            {words.add}
          </Button>
        </Stack>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {subscriptionErrorText(save.error)}
        </Alert>
      )}
    </Box>
  )
}
