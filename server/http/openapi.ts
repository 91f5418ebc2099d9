import { toJSONSchema, type $ZodType } from 'zod/v4/core'
import { permissions, roles, type Permission, type Role } from '~domain/access'
import { accessRefusals, type Access, type Call } from '~contract/call'

/** A zod schema (zod/mini or classic) as JSON Schema, with zod's own converter. */
function jsonSchema(schema: $ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>
  return rest
}

function queryParameters(schema: $ZodType) {
  const shape = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(shape.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: shape.required?.includes(name) ?? false,
    schema: property,
  }))
}

const jsonContent = (schema: unknown, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** One call as an OpenAPI operation, with its access rule (`x-access`). */
function operation(call: Call) {
  const params = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  const refusals = { ...accessRefusals(call.access), ...call.docs.refusals }
  const requestBody = call.body
    ? { required: true, content: { 'application/json': { schema: jsonSchema(call.body) } } }
    : call.multipart
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { [call.multipart.field]: { type: 'string', format: 'binary' } },
                required: [call.multipart.field],
              },
            },
          },
        }
      : undefined
  return {
    tags: [call.docs.tag],
    summary: call.docs.summary,
    description: call.docs.description,
    'x-access': call.access,
    parameters: [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(call.query ? queryParameters(call.query) : []),
    ],
    ...(call.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      200: call.answer ? jsonContent(jsonSchema(call.answer), 'Gelukt') : { description: 'Gelukt' },
      ...Object.fromEntries(
        Object.entries(refusals).map(([status, when]) => [
          status,
          status === '406'
            ? { description: when, content: { 'text/plain': { schema: { type: 'string' } } } }
            : jsonContent({ type: 'object', properties: { message: { type: 'string' } } }, when),
        ]),
      ),
    } as Record<string, { description: string; content?: Record<string, { schema: unknown }> }>,
  }
}

type Operation = ReturnType<typeof operation>

/** The published contract (OpenAPI 3.1), written from the table of calls (contract/). */
export function openApiDocument(calls: Record<string, Call>) {
  const paths: Record<string, Record<string, Operation>> = {}
  for (const call of Object.values(calls))
    (paths[`/api/${call.path}`] ??= {})[call.method] = operation(call)
  return {
    openapi: '3.1.0',
    info: {
      title: 'X-Week Scalda API',
      version: '1',
      description:
        'De aanroepen van SPEC §7. Een bearer-token (POST /api/users/login) in de header Authorization. x-access: wie de aanroep mag doen (public, of een recht uit domain/access.ts).',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  }
}

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const ROLE_LABELS: Record<Role, string> = {
  student: 'studenten',
  teacher: 'docenten',
  admin: 'beheerders',
}

/** Who may make a call, in words, read from the one permission table. */
function accessLabel(access: Access): string {
  if (access === 'public') return 'iedereen'
  const allowed: readonly Role[] = permissions[access as Permission]
  if (allowed.length === roles.length) return 'ingelogd (elke rol)'
  return allowed.map((role) => ROLE_LABELS[role]).join(' en ')
}

/** /api/docs: the contract as a page to read, generated from the same document. */
export function apiReferencePage(document: ReturnType<typeof openApiDocument>): string {
  const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = op.requestBody
        ? `<h4>Invoer</h4><pre>${escape(JSON.stringify(Object.values(op.requestBody.content)[0]?.schema, null, 2))}</pre>`
        : ''
      const params = op.parameters.length
        ? `<p>Parameters: ${op.parameters.map((p) => `<code>${escape(p.name)}</code> (${escape(p.in)})`).join(', ')}</p>`
        : ''
      const answers = Object.entries(op.responses)
        .map(
          ([status, r]) => `<li><strong>${escape(status)}</strong> ${escape(r.description)}</li>`,
        )
        .join('')
      const success = op.responses['200']?.content
      const answer = success
        ? `<details><summary>Antwoord (200)</summary><pre>${escape(JSON.stringify(Object.values(success)[0]?.schema, null, 2))}</pre></details>`
        : ''
      return `<section><h3><code>${escape(method.toUpperCase())} ${escape(path)}</code></h3>
<p>${escape(op.summary)}</p><p>Toegang: <strong>${escape(accessLabel(op['x-access']))}</strong> (<code>${escape(op['x-access'])}</code>)</p>
${params}${body}<h4>Antwoorden</h4><ul>${answers}</ul>${answer}</section>`
    }),
  )
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)}: API-naslag</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
section{border-top:1px solid #ccc;padding:.5rem 0}pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:.85rem}code{font-size:.95em}</style></head>
<body><main><h1>${escape(document.info.title)}: API-naslag</h1><p>${escape(document.info.description)}</p>
<p>Machineleesbaar: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections.join('\n')}</main></body></html>`
}
