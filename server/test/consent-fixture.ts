import type { Tx } from '../store/store'
import { openTarget } from './harness'

/** What the consent suites share (issue 44): birth dates around trip b1's first day, a parent. */

/** Their target: the memory store, mail delivered, a school's address for the links. */
export const openConsentTarget = () =>
  openTarget('memory', { mailDelivery: true, appUrl: 'https://xweek.school.nl' })

/** Trip b1 (Stedenreis Berlijn) leaves on 11-04-2027: 18 on that day means born 11-04-2009. */
export const MINOR_BDAY = '12-04-2009'
export const ADULT_BDAY = '11-04-2009'
export const PARENT = { name: 'Petra Visser', email: 'petra.visser@example.nl' }

/** A complete student for a trip abroad, with this birth date. */
export const idData = (bday: string) => ({
  bday,
  nationality: 'Netherlands (the)',
  gender: 'v',
  document_type: 'passport',
  document_number: 'NXC4R8T99',
  document_issue_date: '02-06-2022',
  document_validity_date: '02-06-2032',
  document_country: 'Netherlands (the)',
  document_first_name: 'Emma',
  document_surname: 'Visser',
  accept_privacy_policy: true,
  accept_reis_terms: true,
})

/** A parent's link in a delivered consent mail. */
export const tokenIn = (mail: { text: string }) =>
  /\/toestemming#token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!

/** Complete ID data for a trip abroad, with each student's birth date. */
export async function giveIdData(tx: Tx, students: readonly (readonly [string, string])[]) {
  for (const [id, bday] of students)
    await tx.updateProfile((await tx.profileOfUser(id))!._id, idData(bday))
}
