import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { Alert } from '@/components/alert'
import { Page } from '@/components/page'
import { errorMessage } from '@/lib/api-client'
import { dayjs } from '~domain/dates'
import { useMyData } from '../api'
import { maskedNumber, myDataSections, type Field, type Section } from '../my-data-view'
import { securityMessages } from '../messages'

const m = securityMessages.myDataPage

/**
 * 'Mijn gegevens' (`/account/mijn-gegevens`, AVG art. 15): everything the website holds about the
 * user, readable, from the same answer as the JSON download.
 */
export function MyDataPage() {
  const data = useMyData()
  const [showNumber, setShowNumber] = useState(false)
  return (
    <Page title={m.title}>
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <Typography sx={{ mb: 3 }}>
        <Link to="/account">{m.back}</Link>
      </Typography>
      {data.isPending && <CircularProgress aria-label={m.loading} />}
      {data.isError && <Alert severity="error">{errorMessage(data.error)}</Alert>}
      {data.data && (
        <Stack spacing={4}>
          <Typography color="text.secondary">
            {m.generated(dayjs(data.data.generated_at).format('DD-MM-YYYY HH:mm'))}
          </Typography>
          {myDataSections(data.data).map((section) => (
            <SectionView
              key={section.id}
              section={section}
              showNumber={showNumber}
              extra={
                section.id === 'id-data' ? (
                  <>
                    {data.data.id_data_erased_on && (
                      <Typography sx={{ mb: 1 }}>
                        {securityMessages.myData.erasure(
                          dayjs(data.data.id_data_erased_on).format('DD-MM-YYYY'),
                        )}
                      </Typography>
                    )}
                    {section.fields?.some((f) => f.secret) && (
                      <Button
                        variant="outlined"
                        size="small"
                        aria-pressed={showNumber}
                        onClick={() => setShowNumber((shown) => !shown)}
                        sx={{ mb: 1 }}
                      >
                        {showNumber ? m.hideNumber : m.showNumber}
                      </Button>
                    )}
                  </>
                ) : null
              }
            />
          ))}
        </Stack>
      )}
    </Page>
  )
}

function SectionView({
  section,
  showNumber,
  extra,
}: {
  section: Section
  showNumber: boolean
  extra: ReactNode
}) {
  const headingId = `mijn-gegevens-${section.id}`
  const empty = section.fields ? section.fields.length === 0 : section.entries?.length === 0
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {section.heading}
      </Typography>
      {extra}
      {empty && <Typography>{section.empty}</Typography>}
      {section.fields && section.fields.length > 0 && (
        <Fields fields={section.fields} showNumber={showNumber} />
      )}
      {section.entries && section.entries.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {section.entries.map((entry, index) => (
            <Paper component="li" variant="outlined" key={index} sx={{ p: 1.5 }}>
              <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
                {entry.title || section.heading}
              </Typography>
              <Fields fields={entry.fields} showNumber={showNumber} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  )
}

/** A record's fields as a description list: name, then value. */
function Fields({ fields, showNumber }: { fields: Field[]; showNumber: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {fields.map((field) => (
        <Box key={field.key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 'bold' }}>
            {field.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.secret && !showNumber ? maskedNumber(field.value) : field.value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
