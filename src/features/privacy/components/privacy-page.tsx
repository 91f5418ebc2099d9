import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material'
import { ColumnHeads } from '@/components/column-heads'
import { Alert } from '@/components/alert'
import { Page } from '@/components/page'
import { errorMessage } from '@/lib/api-client'
import { dayjs } from '~domain/dates'
import { usePrivacyOverview, type PrivacyOverview } from '../api'
import { privacyMessages as t } from '../messages'

type Counts = NonNullable<PrivacyOverview['last_clean_up']>
const COUNT_KEYS = Object.keys(t.cleanUp.counts) as (keyof typeof t.cleanUp.counts & keyof Counts)[]

/**
 * Beheer › Privacy (`/beheer/privacy`, admins): what is stored, why and how long (the server's own
 * settings), and what the last daily clean-up removed.
 */
export function PrivacyPage() {
  const overview = usePrivacyOverview()
  return (
    <Page title={t.title}>
      <Typography sx={{ mb: 2 }}>{t.intro}</Typography>
      {overview.isPending && <CircularProgress aria-label={t.loading} />}
      {overview.isError && <Alert severity="error">{errorMessage(overview.error)}</Alert>}
      {overview.data && (
        <>
          {/* It scrolls sideways on a phone: a stop of its own for the keyboard to scroll it. */}
          <TableContainer tabIndex={0} role="region" aria-label={t.table} sx={{ mb: 2 }}>
            <Table aria-label={t.table}>
              <ColumnHeads labels={[t.columns.what, t.columns.why, t.columns.howLong]} />
              <TableBody>
                {t.kinds.map((kind) => (
                  <TableRow key={kind.what}>
                    <TableCell component="th" scope="row">
                      {kind.what}
                    </TableCell>
                    <TableCell>{kind.why}</TableCell>
                    <TableCell>{kind.howLong(overview.data.retention)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {!overview.data.mail_delivery && <Typography sx={{ mb: 3 }}>{t.mailHeld}</Typography>}
          <AddressLimit reached={overview.data.address_limit} />
          <LastCleanUp run={overview.data.last_clean_up} />
        </>
      )}
    </Page>
  )
}

/** The last time an address reached a throttle limit: a school's NAT shows up here. */
function AddressLimit({ reached }: { reached: PrivacyOverview['address_limit'] }) {
  const words = t.addressLimit
  return (
    <Box component="section" aria-labelledby="adreslimieten" sx={{ mb: 3 }}>
      <Typography id="adreslimieten" variant="h2" sx={{ mb: 1 }}>
        {words.heading}
      </Typography>
      {reached ? (
        <Alert severity="warning">
          {words.reached(
            dayjs(reached.at).format('DD-MM-YYYY HH:mm'),
            reached.prefix,
            words.kinds[reached.kind],
          )}
        </Alert>
      ) : (
        <Typography>{words.never}</Typography>
      )}
    </Box>
  )
}

function LastCleanUp({ run }: { run: PrivacyOverview['last_clean_up'] }) {
  return (
    <Box component="section" aria-labelledby="laatste-opschoning">
      <Typography id="laatste-opschoning" variant="h2" sx={{ mb: 1 }}>
        {t.cleanUp.heading}
      </Typography>
      {!run && <Typography>{t.cleanUp.never}</Typography>}
      {run && (
        <>
          <Typography sx={{ mb: 1 }}>
            {t.cleanUp.ran(dayjs(run.at).format('DD-MM-YYYY HH:mm'))}
          </Typography>
          <Box component="ul" sx={{ m: 0 }}>
            {COUNT_KEYS.map((key) => (
              <li key={key}>
                {t.cleanUp.counts[key]}: {run[key].toLocaleString('nl-NL')}
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  )
}
