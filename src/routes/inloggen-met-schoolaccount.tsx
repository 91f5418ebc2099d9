import { createFileRoute } from '@tanstack/react-router'
import { SchoolLoginPage } from '@/features/auth/components/school-login-page'
import {
  isSchoolLoginRefusal,
  type SchoolLoginRefusal,
} from '@/features/auth/school-login-refusals'

export const Route = createFileRoute('/inloggen-met-schoolaccount')({
  // Any other `fout` is a refusal too, said as the general one.
  validateSearch: (search): { fout?: SchoolLoginRefusal } =>
    search.fout === undefined
      ? {}
      : { fout: isSchoolLoginRefusal(search.fout) ? search.fout : 'mislukt' },
  component: SchoolLoginRoute,
})

function SchoolLoginRoute() {
  return <SchoolLoginPage refused={Route.useSearch().fout} />
}
