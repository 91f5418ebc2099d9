import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/classes'
import { api } from '@/lib/api-client'

export type { ClassesAnswer, ClassRow, ClassStudent } from '~contract/classes'

const classKeys = {
  all: ['classes'] as const,
  overview: (scope: string) => ['classes', scope] as const,
  students: (scope: string, name: string) => ['classes', scope, 'students', name] as const,
  reminders: (scope: string, name: string) => ['classes', scope, 'reminders', name] as const,
}

// GET classes: the figures of every class in one scope's round
export function useClasses(scope: string) {
  return useQuery({
    queryKey: classKeys.overview(scope),
    queryFn: () => api.call(calls.classes, { scope }),
    placeholderData: keepPreviousData,
  })
}

// GET classes/students: one class's students, each with what they lack
export function useClassStudents(scope: string, name: string | undefined) {
  return useQuery({
    queryKey: classKeys.students(scope, name ?? ''),
    queryFn: () => api.call(calls.classStudents, { scope, class: name ?? '' }),
    enabled: name !== undefined,
  })
}

// GET classes/reminders: how many of the class lack something, how many get a mail
export function useClassReminderPreview(scope: string, name: string, enabled: boolean) {
  return useQuery({
    queryKey: classKeys.reminders(scope, name),
    queryFn: () => api.call(calls.classReminderPreview, { scope, class: name }),
    enabled,
    // The count the question names is the one of the moment it is asked.
    staleTime: 0,
    gcTime: 0,
  })
}

// POST classes/reminders: the round's reminder to the class's students who lack something
export function useSendClassReminders() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { scope: string; class: string }) =>
      api.call(calls.sendClassReminders, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  })
}
