import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '~domain/upload-rules'
import { MODEL_TEXTS_SETTING, isAppText, modelTextNames } from '~domain/app-texts'
import { POLICY_SETTING, VERSION_SETTING } from '~contract/schemas/settings'
import { adminMessages } from '~domain/messages/admin'
import { ApiError, refuse } from '../errors'
import { serverMessages } from '../messages'
import { StoredFile, WithStatus } from './answers'
import { audit, transaction, type RuleContext } from './context'

/**
 * GET website_content: an unknown name is a 400 (SPEC §8: the app then starts it empty). A text
 * of the app's own (domain/app-texts.ts) that has none is answered empty instead: a page load
 * must not log a refused request in the console (issue 42; a fresh install has model texts).
 */
export async function getContent(ctx: RuleContext, name: string) {
  const content = await ctx.services.store.run((tx) => tx.contentByName(name))
  if (content === null && isAppText(name)) return { name, content: '' }
  if (content === null) refuse(400, serverMessages.content.unknown('inhoud', name))
  return { name, content: content! }
}

/** POST website_content/set: sanitised with the app's allow-list before it is stored. */
export function setContent(ctx: RuleContext, body: { name: string; content: string }) {
  const content = ctx.services.sanitize(body.content)
  return transaction(ctx, async (tx) => {
    const before = await tx.contentByName(body.name)
    await tx.content.save({ name: body.name, content })
    // Saved by an admin (also 'Gecontroleerd', which saves it as it is): no longer the model.
    const models = modelTextNames(await tx.settingByName(MODEL_TEXTS_SETTING))
    if (models.includes(body.name))
      await tx.settings.save({
        name: MODEL_TEXTS_SETTING,
        value: JSON.stringify(models.filter((name) => name !== body.name)),
      })
    await audit(tx, ctx, {
      action: 'content.set',
      recordType: 'content',
      recordId: body.name,
      before: before === null ? null : { content: before },
      after: { content },
    })
    return { name: body.name, content }
  })
}

export async function getSetting(ctx: RuleContext, name: string) {
  const value = await ctx.services.store.run((tx) => tx.settingByName(name))
  if (value === null) refuse(400, serverMessages.content.unknown('instelling', name))
  return { name, value: value! }
}

export async function getVersion(ctx: RuleContext) {
  const value = await ctx.services.store.run((tx) => tx.settingByName(VERSION_SETTING))
  return { name: VERSION_SETTING, value: value ?? '' }
}

/**
 * POST settings/set. The policy setting must name a text that exists: otherwise every user would
 * be asked to accept an empty privacy policy.
 */
export function setSetting(ctx: RuleContext, body: { name: string; value: string }) {
  return transaction(ctx, async (tx) => {
    if (body.name === POLICY_SETTING && (await tx.contentByName(body.value)) === null)
      refuse(400, serverMessages.content.policyWithoutContent(body.value))
    const before = await tx.settingByName(body.name)
    await tx.settings.save({ name: body.name, value: body.value })
    await audit(tx, ctx, {
      action: 'setting.set',
      recordType: 'setting',
      recordId: body.name,
      before: before === null ? null : { value: before },
      after: { value: body.value },
    })
    return body
  })
}

/** The image type a file really is, read from its first bytes (never from its name). */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((b, i) => bytes[offset + i] === b)
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return 'image/gif'
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp'
  return null
}

type UploadedFile = { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> }

const uploadRefusal = (status: 400 | 413, message: string) =>
  new WithStatus(status, { error: { message } })

/**
 * POST uploader: an image (by its content: PNG, JPEG, GIF or WebP) of at most 2 MB, stored in the
 * database under a random id, so every server instance serves every upload. Answers its address,
 * or `{ error: { message } }` (SPEC §7).
 */
export async function upload(ctx: RuleContext, file: UploadedFile | null, field: string) {
  if (!file) return uploadRefusal(400, serverMessages.content.noFile(field))
  if (file.size > UPLOAD_MAX_BYTES)
    return uploadRefusal(413, adminMessages.contentEditor.uploadTooLarge(file.name, UPLOAD_MAX_MB))
  const bytes = new Uint8Array(await file.arrayBuffer())
  const contentType = sniffImageType(bytes)
  if (!contentType)
    return uploadRefusal(400, adminMessages.contentEditor.uploadWrongType(file.name))
  const id = randomUploadId()
  await transaction(ctx, async (tx) => {
    await tx.uploads.insert({
      _id: id,
      content_type: contentType,
      bytes,
      created_at: ctx.now.toISOString(),
    })
    await audit(tx, ctx, {
      action: 'upload.create',
      recordType: 'upload',
      recordId: id,
      after: { name: file.name, content_type: contentType, size: bytes.length },
    })
  })
  return { url: `/api/uploads/${id}` }
}

function randomUploadId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** GET uploads/{id}: the image with its real type, never sniffed, shown inline. */
export async function getUpload(ctx: RuleContext, id: string) {
  const found = await ctx.services.store.run((tx) => tx.uploadById(id))
  if (!found) throw new ApiError(404, serverMessages.content.fileNotFound)
  // The id is random and an upload never changes.
  return new StoredFile(found.bytes, found.content_type, true)
}
