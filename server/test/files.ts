import { crc32, deflateSync } from 'node:zlib'

/** A small real PNG (8 × 8, one colour). */
export function pngBytes(size = 8): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x80)])
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

/** The editor's upload form: the file in the field `upload`. */
export function uploadForm(bytes: Uint8Array, name: string, type = 'image/png'): FormData {
  const form = new FormData()
  form.append('upload', new File([bytes as BlobPart], name, { type }))
  return form
}
