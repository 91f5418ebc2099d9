import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  Stack,
  Typography,
} from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import { useId, useMemo, useState } from 'react'
import { adminMessages } from '~domain/messages/admin'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { type ScopeInfo } from '~domain/scopes'
import { Alert } from '@/components/alert'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { Excursion } from '~contract/schemas/excursions'
import { fullName, type Profile } from '~domain/profile'
import { usePreviewPlacement, usePublishPlacement, useUndoPlacement } from '@/lib/rounds/api'
import { policyNames } from '@/lib/rounds/messages'
import {
  placementPolicies,
  type Pin,
  type PlacementPolicyName,
  type PreviewAnswer,
  type Round,
} from '~contract/schemas/rounds'
import { formatSchoolTime, windowState } from '~domain/window'

import { DrawCommitment, PreviewDraw } from './draw-commitment'
import { ExactOutcome, GapNotice } from './exact-outcome'
import { FairnessReport } from './fairness-report'
import { PlacementResults, type Names } from './placement-results'
import { VerificationExport } from './verification-export'
import { PinDialog } from './pin-dialog'

const words = adminMessages.rounds

export function PlacementSection({
  scope,
  round,
  excursions,
  students,
}: {
  scope: ScopeInfo
  round: Round
  excursions: Excursion[]
  students: Profile[]
}) {
  const headingId = useId()
  const names = useMemo(
    () => new Map(students.map((p) => [p.user_id ?? '', fullName(p)])),
    [students],
  )
  const excursionNames = useMemo(
    () => new Map(excursions.map((e) => [e._id, e.name])),
    [excursions],
  )
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h3" sx={{ mb: 2 }}>
        {words.placement}
      </Typography>
      {round.draw && <DrawCommitment draw={round.draw} />}
      {round.publication ? (
        <Published scope={scope} round={round} names={names} excursionNames={excursionNames} />
      ) : (
        <Preview
          scope={scope}
          round={round}
          excursions={excursions}
          students={students}
          names={names}
          excursionNames={excursionNames}
        />
      )}
    </Box>
  )
}

function Published({
  scope,
  round,
  names,
  excursionNames,
}: {
  scope: ScopeInfo
  round: Round
  names: Names
  excursionNames: Names
}) {
  const publication = round.publication!
  const undo = useUndoPlacement()
  const [asking, setAsking] = useState(false)
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {words.published(
          formatSchoolTime(publication.published_at),
          policyNames[publication.policy],
          publication.seed,
        )}
      </Typography>
      <PlacementResults
        caption={words.resultsFor(scope.label)}
        results={[publication.summary]}
        names={names}
        excursionNames={excursionNames}
      />
      <ExactOutcome
        scope={scope.id}
        results={[publication.summary]}
        excursionNames={excursionNames}
      />
      <FairnessReport
        results={[publication.summary]}
        names={names}
        excursionNames={excursionNames}
        context={{
          scopeId: scope.id,
          scopeLabel: scope.label,
          publishedAt: publication.published_at,
          commitment: round.draw?.commitment,
        }}
      />
      <VerificationExport scope={scope.id} />
      {!publication.can_undo && <Typography sx={{ mb: 1 }}>{words.undoImpossible}</Typography>}
      <Button variant="outlined" disabled={!publication.can_undo} onClick={() => setAsking(true)}>
        {words.undo}
      </Button>
      {asking && (
        <ConfirmDialog
          title={words.undoTitle}
          confirmLabel={words.undo}
          onClose={() => setAsking(false)}
          errorText={(error) => words.failed(errorMessage(error))}
          onConfirm={async () => {
            await undo.mutateAsync(scope.id)
            notify.success(words.undone)
          }}
        >
          {words.undoText}
        </ConfirmDialog>
      )}
    </Box>
  )
}

function Preview({
  scope,
  round,
  excursions,
  students,
  names,
  excursionNames,
}: {
  scope: ScopeInfo
  round: Round
  excursions: Excursion[]
  students: Profile[]
  names: Names
  excursionNames: Names
}) {
  const compareLabel = useId()
  const [policies, setPolicies] = useState<PlacementPolicyName[]>([...placementPolicies])
  const [withoutWishes, setWithoutWishes] = useState(false)
  const [pins, setPins] = useState<Pin[]>([])
  const [pinning, setPinning] = useState(false)
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null)
  const [publishing, setPublishing] = useState<PlacementPolicyName | null>(null)
  const preview = usePreviewPlacement()
  const publish = usePublishPlacement()
  const closed = windowState(round, new Date()) === 'closed' && round.closes_at !== null

  const calculate = (seed: number | undefined) =>
    preview.mutate(
      { scope: scope.id, policies, seed, pins, place_without_wishes: withoutWishes },
      { onSuccess: setAnswer },
    )

  return (
    <Box>
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel component="legend" id={compareLabel}>
          {words.compare}
        </FormLabel>
        <FormGroup row aria-labelledby={compareLabel}>
          {placementPolicies.map((policy) => (
            <FormControlLabel
              key={policy}
              label={policyNames[policy]}
              control={
                <Checkbox
                  checked={policies.includes(policy)}
                  onChange={(event) =>
                    setPolicies((list) =>
                      event.target.checked
                        ? placementPolicies.filter((p) => p === policy || list.includes(p))
                        : list.filter((p) => p !== policy),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControlLabel
        sx={{ display: 'flex', mb: 2 }}
        label={words.withoutWishes}
        control={
          <Checkbox
            checked={withoutWishes}
            onChange={(event) => setWithoutWishes(event.target.checked)}
          />
        }
      />
      <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {words.pins}
      </Typography>
      {pins.length === 0 ? (
        <Typography sx={{ mb: 1 }}>{words.noPins}</Typography>
      ) : (
        <Box component="ul" sx={{ mt: 0.5 }}>
          {pins.map((pin) => {
            const name = names.get(pin.student_id) ?? pin.student_id
            return (
              <li key={pin.student_id}>
                {words.pinLine(name, excursionNames.get(pin.excursion_id) ?? '', pin.reason)}
                <IconButton
                  size="small"
                  aria-label={words.pinRemove(name)}
                  onClick={() => setPins((list) => list.filter((p) => p !== pin))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </li>
            )
          })}
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ my: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setPinning(true)}>
          {words.pin}
        </Button>
        <Button
          variant="contained"
          disabled={policies.length === 0}
          loading={preview.isPending}
          onClick={() => calculate(answer?.seed ?? undefined)}
        >
          {words.calculate}
        </Button>
        {answer && answer.seed !== null && (
          <Button onClick={() => calculate(undefined)} disabled={preview.isPending}>
            {words.newLottery}
          </Button>
        )}
      </Stack>
      {preview.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {words.failed(errorMessage(preview.error))}
        </Alert>
      )}
      {answer && (
        <Box>
          <PreviewDraw answer={answer} seedText={words.seed} />
          <PlacementResults
            caption={words.resultsFor(scope.label)}
            results={answer.results}
            names={names}
            excursionNames={excursionNames}
          />
          <ExactOutcome scope={scope.id} results={answer.results} excursionNames={excursionNames} />
          <FairnessReport
            results={answer.results}
            names={names}
            excursionNames={excursionNames}
            context={{
              scopeId: scope.id,
              scopeLabel: scope.label,
              commitment: round.draw?.commitment,
            }}
          />
          {!closed && <Typography sx={{ mb: 1 }}>{words.publishWhenClosed}</Typography>}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {answer.results.map((result) => (
              <Button
                key={result.policy}
                variant="contained"
                disabled={!closed || answer.practice}
                onClick={() => setPublishing(result.policy)}
              >
                {words.publish(policyNames[result.policy])}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      {pinning && (
        <PinDialog
          students={students}
          excursions={excursions}
          onClose={() => setPinning(false)}
          onPin={(pin) => {
            setPins((list) => [...list.filter((p) => p.student_id !== pin.student_id), pin])
            setPinning(false)
          }}
        />
      )}
      {publishing && answer && (
        <ConfirmDialog
          title={words.publishTitle}
          confirmLabel={words.publishConfirm}
          onClose={() => setPublishing(null)}
          errorText={(error) => words.failed(errorMessage(error))}
          onConfirm={async () => {
            await publish.mutateAsync({
              scope: scope.id,
              policy: publishing,
              seed: answer.seed ?? undefined,
              pins,
              place_without_wishes: withoutWishes,
              // The dialog showed the gap: publishing it is the admin's choice (issue 27).
              accept_gap:
                answer.results.find((r) => r.policy === publishing)?.optimality?.proven === false,
            })
            notify.success(words.publishedDone)
          }}
        >
          {words.publishText(policyNames[publishing])}
          <GapNotice result={answer.results.find((r) => r.policy === publishing)} />
        </ConfirmDialog>
      )}
    </Box>
  )
}
