// npm run placement:verify FILE: recomputes a placement from its export (verify.ts) and prints
// 'identiek' (exit code 0) or the first difference (exit code 1); a file that cannot be read is
// exit code 2.
import { readFileSync } from 'node:fs'
import { verify } from './verify.ts'
import type { VerificationFile } from './verify-file.ts'

const path = process.argv[2]
if (!path) {
  process.stderr.write('Gebruik: npm run placement:verify BESTAND\n')
  process.exit(2)
}
let file: VerificationFile
try {
  file = JSON.parse(readFileSync(path, 'utf8')) as VerificationFile
} catch (error) {
  process.stderr.write(`Kan ${path} niet lezen: ${(error as Error).message}\n`)
  process.exit(2)
}
const verdict = await verify(file)
process.stdout.write(`${verdict.text}\n`)
process.exit(verdict.identical ? 0 : 1)
