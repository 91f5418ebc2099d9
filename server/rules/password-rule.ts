import { checkPassword } from '../../domain/passwords'
import { refuse } from '../errors'

/** The password rule for everyone (domain/passwords.ts): a 400 with its Dutch reason. */
export async function refuseWeakPassword(password: string, loginId: string) {
  const problem = await checkPassword(password, loginId)
  if (problem) refuse(400, problem)
}
