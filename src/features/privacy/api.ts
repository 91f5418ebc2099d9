import { useQuery } from '@tanstack/react-query'
import * as calls from '~contract/privacy'
import { api } from '@/lib/api-client'

export type { PrivacyOverview } from '~contract/privacy'

// GET privacy: the retention the server applies and its last clean-up (admins)
export const usePrivacyOverview = () =>
  useQuery({ queryKey: ['privacy', 'overview'], queryFn: () => api.call(calls.privacyOverview) })
