import { png } from '../../e2e/png'

/** A small real PNG (8 × 8, one grey), made as the browser tests make theirs. */
export function pngBytes(size = 8): Uint8Array {
  return new Uint8Array(png(size, size, [0x80, 0x80, 0x80]))
}

/** The editor's upload form: the file in the field `upload`. */
export function uploadForm(bytes: Uint8Array, name: string, type = 'image/png'): FormData {
  const form = new FormData()
  form.append('upload', new File([bytes as BlobPart], name, { type }))
  return form
}
