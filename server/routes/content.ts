import { z } from 'zod/mini'
import {
  setContentInputSchema,
  UPLOAD_FIELD,
  uploadAnswerSchema,
  websiteContentSchema,
} from '@/features/content/schemas'
import { setSettingInputSchema, settingSchema } from '@/features/settings/schemas'
import { registerCall, type Registrar } from '../http/call'
import * as content from '../rules/content'
import type { Services } from '../services'

const byName = z.object({ name: z._default(z.string(), '') })

/** A file in a form, by shape (the File of another realm under MSW in Node). */
const isFile = (v: unknown): v is File =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as File).arrayBuffer === 'function' &&
  typeof (v as File).name === 'string'

export function registerContentCalls(registrar: Registrar, services: Services) {
  const tag = 'Teksten, instellingen en afbeeldingen'
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'website_content',
      access: 'public',
      tag,
      summary: 'Een tekst van de site',
      query: byName,
      answer: websiteContentSchema,
      refusals: { 400: 'Geen tekst met deze naam (de app begint dan een lege)' },
    },
    (ctx, { query }) => content.getContent(ctx, query.name),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'website_content/set',
      access: 'content:edit',
      tag,
      summary: 'Een tekst opslaan (opgeschoond met de toegestane opmaak van de app)',
      body: setContentInputSchema,
      answer: websiteContentSchema,
      refusals: { 400: 'Ongeldige naam', 413: 'Groter dan 1 MB' },
    },
    (ctx, { body }) => content.setContent(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'settings/version',
      access: 'public',
      tag,
      summary: 'De versie van de app (de 5-minuten-controle)',
      answer: settingSchema,
    },
    (ctx) => content.getVersion(ctx),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'settings',
      access: 'public',
      tag,
      summary: 'Een instelling',
      query: byName,
      answer: settingSchema,
      refusals: { 400: 'Geen instelling met deze naam' },
    },
    (ctx, { query }) => content.getSetting(ctx, query.name),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'settings/set',
      access: 'content:edit',
      tag,
      summary: 'Een instelling opslaan (policy: alleen een tekst die bestaat)',
      body: setSettingInputSchema,
      answer: settingSchema,
      refusals: { 400: 'Ongeldige instelling, of policy zonder tekst' },
    },
    (ctx, { body }) => content.setSetting(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'uploader',
      access: 'content:edit',
      tag,
      summary: 'Een afbeelding uploaden (PNG, JPEG, GIF of WebP, naar de inhoud; hoogstens 2 MB)',
      multipart: { field: UPLOAD_FIELD },
      answer: uploadAnswerSchema,
      refusals: { 400: 'Geen bestand, of geen afbeelding', 413: 'Groter dan 2 MB' },
    },
    async (ctx, _input, c) => {
      // A body that is no form (JSON, broken multipart) has no file: 400, not 500.
      const form = await c.req.formData().catch(() => null)
      const file = form?.get(UPLOAD_FIELD) ?? null
      return content.upload(ctx, isFile(file) ? file : null, UPLOAD_FIELD)
    },
  )
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'uploads/{id}',
      access: 'public',
      tag,
      summary: 'Een geüploade afbeelding, met haar echte type',
      refusals: { 404: 'Onbekend bestand' },
    },
    (ctx, _input, c) => content.getUpload(ctx, c.req.param('id') ?? ''),
  )
}
