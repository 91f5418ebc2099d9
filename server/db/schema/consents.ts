import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at } from './columns'
import { users } from './accounts'
import { excursions } from './excursions'

/**
 * A parent's or guardian's consent for a student's trip (issue 44): one per student and trip,
 * asked when the trip's setting and the student's age on its first day need it. The link the
 * parent gets is an account token of kind 'consent' (account_tokens, stored hashed, single use,
 * 14 days) whose id is `token_id`. Kept as long as the student's ID data (the daily clean-up).
 */
export const parentConsents = pgTable(
  'parent_consents',
  {
    _id: text('id').primaryKey(),
    student_id: text('student_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    excursion_id: text('excursion_id')
      .notNull()
      .references(() => excursions._id, { onDelete: 'cascade' }),
    parent_name: text('parent_name').notNull(),
    parent_email: text('parent_email').notNull(),
    /** 'pending' (asked, no answer yet), 'given' or 'refused'. */
    state: text('state').$type<'pending' | 'given' | 'refused'>().notNull().default('pending'),
    /** The name the parent typed with 'Ik geef toestemming'. */
    answered_name: text('answered_name'),
    answered_at: at('answered_at'),
    /** The account token behind the link of the last mail (null once answered). */
    token_id: text('token_id'),
    /** The school day (YYYY-MM-DD) of the last mails, and how many went that day (at most 3). */
    mail_day: text('mail_day').notNull().default(''),
    mails_that_day: integer('mails_that_day').notNull().default(0),
    created_at: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('parent_consents_student_excursion_unique').on(t.student_id, t.excursion_id)],
)
