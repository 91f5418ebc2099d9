import { Box, Typography } from '@mui/material'
import type { PreviewAnswer, Round } from '~contract/schemas/rounds'
import { formatSchoolTime } from '~domain/window'
import { drawMessages as words } from '../draw-messages'

/**
 * The round's fixed lottery (docs/rounds.md "De loting controleren"): the SHA-256 commitment from
 * the start, seed and nonce once the placement is published. On Inschrijfrondes and in the
 * students' round notice.
 */
export function DrawCommitment({ draw }: { draw: NonNullable<Round['draw']> }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography>{words.committed(formatSchoolTime(draw.committed_at))}</Typography>
      <Typography
        component="code"
        sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        {draw.commitment}
      </Typography>
      {draw.seed !== undefined && draw.nonce !== undefined ? (
        <Typography sx={{ wordBreak: 'break-all' }}>
          {words.revealed(draw.seed, draw.nonce)}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {words.commitmentHelp}
        </Typography>
      )}
    </Box>
  )
}

/** Which lottery a preview used: a practice one, the fixed one (hidden), or a shown seed. */
export function PreviewDraw({
  answer,
  seedText,
}: {
  answer: PreviewAnswer
  seedText: (seed: number) => string
}) {
  const text = answer.practice
    ? words.preview.practice(answer.seed)
    : answer.seed === null
      ? words.preview.fixed
      : seedText(answer.seed)
  return <Typography sx={{ mb: 1 }}>{text}</Typography>
}
