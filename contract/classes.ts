import { z } from 'zod/mini'
import type { Call } from './call'
import { TEXT_MAX } from '~domain/limits'

/**
 * Beheer > Klassen (issue 27): per class (the students' Mentor/Coach field) how far its students
 * are in one scope's round, its students with what each lacks, and the round's reminder mail for
 * one class. Teachers and admins.
 */
const tag = 'Klassen'

const scope = z.string().check(z.minLength(1), z.maxLength(40))
/** A class is a Mentor/Coach text; '' is the students without one. */
const className = z.string().check(z.maxLength(TEXT_MAX.name))

export const classesQuerySchema = z.object({ scope })
export const classQuerySchema = z.object({ scope, class: className })

/** One class's figures; `placed` and `paid` are null while a preference round collects wishes. */
export const classRowSchema = z.object({
  class: z.string(),
  students: z.number(),
  wishes_given: z.number(),
  wishes_missing: z.number(),
  placed: z.nullable(z.number()),
  id_complete: z.number(),
  paid: z.nullable(z.number()),
  /** Students who lack something (wishes, ID data for a trip abroad, payment of a place, a parent's consent). */
  lacking: z.number(),
})
export type ClassRow = z.infer<typeof classRowSchema>

export const classesAnswerSchema = z.object({
  scope: z.string(),
  mode: z.string(),
  min_wishes: z.number(),
  /** Placed and paid mean something: a first-come round, or a published placement. */
  placement_known: z.boolean(),
  needs_id_data: z.boolean(),
  /** The round still takes sign-ups: its reminder may be sent. */
  can_remind: z.boolean(),
  classes: z.array(classRowSchema),
})
export type ClassesAnswer = z.infer<typeof classesAnswerSchema>

export const classStudentSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  number: z.string(),
  email: z.string(),
  wishes: z.number(),
  /** The first wish or sign-up in the scope (ISO), or null. */
  first_wish_at: z.nullable(z.string()),
  placed: z.nullable(z.boolean()),
  id_complete: z.boolean(),
  /** The ID document's validity (DD-MM-YYYY as entered), '' when not given. */
  id_valid_until: z.string(),
  /** Every place of the scope paid; null without a place. */
  paid: z.nullable(z.boolean()),
  /** What the student lacks, in short Dutch. */
  lacks: z.array(z.string()),
})
export type ClassStudent = z.infer<typeof classStudentSchema>

export const classStudentsAnswerSchema = z.object({
  scope: z.string(),
  class: z.string(),
  students: z.array(classStudentSchema),
})

const reminderCount = z.object({
  scope: z.string(),
  class: z.string(),
  students: z.number(),
  mails: z.number(),
})

export const classes = {
  method: 'get',
  path: 'classes',
  access: 'classes:view',
  query: classesQuerySchema,
  answer: classesAnswerSchema,
  docs: {
    tag,
    summary:
      'Per klas (Mentor/Coach) in de ronde van een soort: studenten, wensen gegeven en ontbrekend, geplaatst, ID-gegevens compleet, betaald',
    refusals: { 400: 'Onbekende soort' },
  },
} as const satisfies Call

export const classStudents = {
  method: 'get',
  path: 'classes/students',
  access: 'classes:view',
  query: classQuerySchema,
  answer: classStudentsAnswerSchema,
  docs: {
    tag,
    summary: 'De studenten van één klas, elk met wat er nog ontbreekt',
    refusals: { 400: 'Onbekende soort' },
  },
} as const satisfies Call

export const classReminderPreview = {
  method: 'get',
  path: 'classes/reminders',
  access: 'classes:view',
  query: classQuerySchema,
  answer: reminderCount,
  docs: {
    tag,
    summary:
      'Hoeveel studenten van een klas iets missen en hoeveel een herinnering per e-mail krijgen',
    refusals: { 400: 'Onbekende soort', 409: 'De inschrijving is gesloten of geplaatst' },
  },
} as const satisfies Call

export const sendClassReminders = {
  method: 'post',
  path: 'classes/reminders',
  access: 'classes:view',
  body: classQuerySchema,
  answer: reminderCount,
  docs: {
    tag,
    summary:
      'De herinnering van de ronde aan de studenten van een klas die iets missen (behalve wie herinneringen uitzette)',
    refusals: { 400: 'Onbekende soort', 409: 'De inschrijving is gesloten of geplaatst' },
  },
} as const satisfies Call
