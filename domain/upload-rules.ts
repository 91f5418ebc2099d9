import { adminMessages } from '~domain/messages/admin'

// The editor's upload rules: only the editor and the demo backend need them (not the first page).

/** Images the editor uploads: bitmap types only (an SVG can carry script), at most 2 MB. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export const UPLOAD_MAX_MB = 2
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024

/** Why a file may not be uploaded, or null; checked before sending and again by the backend. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
    return adminMessages.contentEditor.uploadWrongType(file.name)
  if (file.size > UPLOAD_MAX_BYTES)
    return adminMessages.contentEditor.uploadTooLarge(file.name, UPLOAD_MAX_MB)
  return null
}
