import type { OpenAPIHono } from '@hono/zod-openapi'
import { toJSONSchema, type $ZodType } from 'zod/v4/core'

type RouteDefinition = {
  method: string
  path: string
  tags?: string[]
  summary?: string
  description?: string
  request?: {
    query?: unknown
    body?: { content: Record<string, { schema: unknown }> }
  }
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>
  'x-access'?: string
  'x-path-params'?: string[]
}

const isZod = (schema: unknown): schema is $ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema

/**
 * A zod schema (classic or mini) as JSON Schema, with zod's own converter: @hono/zod-openapi's
 * generator needs classic zod, and the app's first-page schemas are zod/mini (README "Server").
 */
function jsonSchema(schema: unknown): unknown {
  if (!isZod(schema)) return schema
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>
  return rest
}

function queryParameters(schema: unknown) {
  const shape = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(shape.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: shape.required?.includes(name) ?? false,
    schema: property,
  }))
}

/** The published contract: every call declared on the app, with its access rule (`x-access`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function openApiDocument(app: OpenAPIHono<any>) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue
    const route = definition.route as unknown as RouteDefinition
    const operation: Record<string, unknown> = {
      tags: route.tags,
      summary: route.summary,
      description: route.description,
      'x-access': route['x-access'],
      parameters: [
        ...(route['x-path-params'] ?? []).map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
        ...(route.request?.query ? queryParameters(route.request.query) : []),
      ],
      ...(route['x-access'] === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(route.request?.body
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                Object.entries(route.request.body.content).map(([type, { schema }]) => [
                  type,
                  { schema: jsonSchema(schema) },
                ]),
              ),
            },
          }
        : {}),
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.content
              ? {
                  content: Object.fromEntries(
                    Object.entries(response.content).map(([type, { schema }]) => [
                      type,
                      { schema: jsonSchema(schema) },
                    ]),
                  ),
                }
              : {}),
          },
        ]),
      ),
    }
    ;(paths[route.path] ??= {})[route.method] = operation
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'X-Week Scalda API',
      version: '1',
      description:
        'De aanroepen van SPEC §7. Een bearer-token (POST /api/users/login) in de header Authorization. x-access: wie de aanroep mag doen (public, of een recht uit src/lib/access.ts).',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  }
}

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const ACCESS_LABELS: Record<string, string> = {
  public: 'iedereen',
  'account:view': 'ingelogd (elke rol)',
  'subscriptions:own': 'studenten',
  'accounts:manage': 'docenten en beheerders',
  'subscriptions:overview': 'beheerders',
  'excursions:manage': 'beheerders',
  'content:edit': 'beheerders',
}

/** /api/docs: the contract as a page to read, generated from the same document. */
export function apiReferencePage(document: ReturnType<typeof openApiDocument>): string {
  const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as {
        summary?: string
        'x-access': string
        requestBody?: { content: Record<string, { schema: unknown }> }
        parameters: { name: string; in: string }[]
        responses: Record<
          string,
          { description: string; content?: Record<string, { schema: unknown }> }
        >
      }
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
<p>${escape(op.summary)}</p><p>Toegang: <strong>${escape(ACCESS_LABELS[op['x-access']] ?? op['x-access'])}</strong> (<code>${escape(op['x-access'])}</code>)</p>
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
