import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material'
import { useId } from 'react'
import type { RoundMode } from '~contract/schemas/rounds'
import { adminMessages } from '~domain/messages/admin'
import { consentMessages } from '~domain/messages/consent'

const words = adminMessages.rounds

export type ConsentBy = 'closing' | 'date'

/**
 * The round's 'Toestemming ouder/verzorger nodig' (issue 44), where it applies: in a scope with
 * no trip asking consent it says so instead (a date already set stays changeable); in a
 * first-come round, where no placement leaves a wish out, its choices say what they do there.
 */
export function ConsentChoice({
  mode,
  asksConsent,
  value,
  onChange,
}: {
  mode: RoundMode
  /** Whether a trip of the scope asks a parent's consent; undefined while not known. */
  asksConsent: boolean | undefined
  value: ConsentBy
  onChange: (value: ConsentBy) => void
}) {
  const labelId = useId()
  if (asksConsent === false && value === 'closing')
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <strong>{words.consentWhen}:</strong> {consentMessages.round.notAsked}
      </Typography>
    )
  const firstCome = mode === 'first-come'
  const labels = firstCome ? consentMessages.round.firstCome : words.consentModes
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {words.consentWhen}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as ConsentBy)}
      >
        {(['closing', 'date'] as const).map((by) => (
          <FormControlLabel key={by} value={by} control={<Radio />} label={labels[by]} />
        ))}
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {asksConsent === false
          ? consentMessages.round.notAsked
          : firstCome
            ? consentMessages.round.firstComeHint
            : words.consentHint}
      </Typography>
    </FormControl>
  )
}
