import type * as contentCalls from '~contract/content'
import { UPLOAD_FIELD } from '~contract/content-edit'
import type * as editCalls from '~contract/content-edit'
import type * as settingCalls from '~contract/settings'
import type { Handlers } from '../http/call'
import * as content from '../rules/content'

/** A file in a form, by shape (the File of another realm under MSW in Node). */
const isFile = (v: unknown): v is File =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as File).arrayBuffer === 'function' &&
  typeof (v as File).name === 'string'

export const contentHandlers: Handlers<typeof contentCalls> = {
  content: (ctx, { query }) => content.getContent(ctx, query.name ?? ''),
}

export const contentEditHandlers: Handlers<typeof editCalls> = {
  setContent: (ctx, { body }) => content.setContent(ctx, body),
  upload: async (ctx, _input, c) => {
    // A body that is no form (JSON, broken multipart) has no file: 400, not 500.
    const form = await c.req.formData().catch(() => null)
    const file = form?.get(UPLOAD_FIELD) ?? null
    return content.upload(ctx, isFile(file) ? file : null, UPLOAD_FIELD)
  },
  uploadedFile: (ctx, _input, c) => content.getUpload(ctx, c.req.param('id') ?? ''),
}

export const settingHandlers: Handlers<typeof settingCalls> = {
  version: (ctx) => content.getVersion(ctx),
  setting: (ctx, { query }) => content.getSetting(ctx, query.name ?? ''),
  setSetting: (ctx, { body }) => content.setSetting(ctx, body),
}
