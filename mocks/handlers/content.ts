import { setContentInputSchema, UPLOAD_FIELD } from '@/features/content/schemas'
import { uploadProblem } from '@/features/content/upload-rules'
import { POLICY_SETTING, setSettingInputSchema } from '@/features/settings/schemas'
import { HttpResponse } from 'msw'
import { apiUrl } from '@/lib/config'
import { db } from '../db'
import { endpoint, refuse } from '../http'

async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${file.type};base64,${btoa(binary)}`
}

// Checked by shape: under Node (tests) the request's FormData and File come from another realm.
const isFormData = (v: unknown): v is FormData => typeof (v as FormData | null)?.get === 'function'
const isFile = (v: unknown): v is File =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as File).arrayBuffer === 'function' &&
  typeof (v as File).name === 'string'

/** `?name=` looked up in a name -> text store; an unknown name is a 400 (SPEC §8). */
function byName(
  store: Record<string, string>,
  url: URL,
  what: string,
): { name: string; text: string } {
  const name = url.searchParams.get('name') ?? ''
  const text = store[name]
  return text === undefined ? refuse(400, `Geen ${what} met de naam '${name}'`) : { name, text }
}

const uploadError = (message: string) => HttpResponse.json({ error: { message } }, { status: 400 })

export const contentHandlers = [
  endpoint('get', 'website_content', { access: 'public' }, ({ url }) => {
    const { name, text } = byName(db.state.content, url, 'inhoud')
    return { name, content: text }
  }),

  endpoint(
    'post',
    'website_content/set',
    { access: 'content:edit', body: setContentInputSchema },
    ({ body }) => {
      db.state.content[body.name] = body.content
      return body
    },
  ),

  endpoint('get', 'settings/version', { access: 'public' }, () => ({
    name: 'version',
    value: db.state.settings.version ?? '',
  })),

  endpoint('get', 'settings', { access: 'public' }, ({ url }) => {
    const { name, text } = byName(db.state.settings, url, 'instelling')
    return { name, value: text }
  }),

  endpoint(
    'post',
    'settings/set',
    { access: 'content:edit', body: setSettingInputSchema },
    ({ body }) => {
      // The policy names the content every user accepts: a name without content would show
      // everyone an empty policy to accept.
      if (body.name === POLICY_SETTING && db.state.content[body.value] === undefined)
        refuse(400, `Er is geen tekst met de naam '${body.value}'. Kies een bestaande tekst.`)
      db.state.settings[body.name] = body.value
      return body
    },
  ),

  endpoint('post', 'uploader', { access: 'content:edit' }, async ({ body }) => {
    const file = isFormData(body) ? body.get(UPLOAD_FIELD) : null
    if (!isFile(file)) return uploadError(`Geen bestand in het veld '${UPLOAD_FIELD}'`)
    const problem = uploadProblem(file)
    if (problem) return uploadError(problem)
    // Stored so that it displays: the answer is an address this backend serves (below).
    const id = db.newId('upload-')
    db.state.uploads = { ...db.state.uploads, [id]: await toDataUrl(file) }
    return { url: apiUrl(`uploads/${id}`) }
  }),

  endpoint('get', 'uploads/:id', { access: 'public' }, ({ url }) => {
    const id = url.pathname.split('/').pop() ?? ''
    const dataUrl = db.state.uploads?.[id] ?? refuse(404, 'Bestand niet gevonden')
    const [head = '', base64 = ''] = dataUrl.split(',')
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    return new HttpResponse(bytes.buffer, {
      headers: { 'Content-Type': head.slice('data:'.length, head.indexOf(';')) },
    })
  }),
]
