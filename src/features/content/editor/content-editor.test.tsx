import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SafeHtml } from '@/components/safe-html'
import { scriptRisks } from '@/test/inert-html'
import { xssPayloads } from '@/test/xss-payloads'
import { ContentEditor } from './content-editor'

const probes = ['alert', 'confirm', 'prompt', 'print'] as const
let ran: ReturnType<typeof vi.fn>
beforeEach(() => {
  ran = vi.fn()
  for (const probe of probes) vi.spyOn(window, probe).mockImplementation(ran as never)
})
afterEach(() => vi.restoreAllMocks())

async function renderEditor(initial: string) {
  const onDone = vi.fn()
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <ContentEditor name="home" title="Home" initial={initial} onDone={onDone} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const textbox = await screen.findByRole('textbox', { name: 'Inhoud van Home' })
  return { textbox, onDone }
}

describe('saved content never runs script', () => {
  it.each(xssPayloads.map((p, i) => [i + 1, p] as const))('#%i in view mode', (_i, payload) => {
    const { container } = render(<SafeHtml html={payload} />)
    expect(scriptRisks(container)).toEqual([])
    expect(ran).not.toHaveBeenCalled()
  })

  // In groups of 12: an editor per payload takes a minute in jsdom.
  const groups = Array.from({ length: Math.ceil(xssPayloads.length / 12) }, (_, g) =>
    xssPayloads.slice(g * 12, g * 12 + 12),
  )
  it.each(groups.map((group, g) => [g * 12 + 1, group] as const))(
    'in the editor, payloads from #%i on',
    async (_first, group) => {
      const { textbox } = await renderEditor(group.join('\n'))
      expect(scriptRisks(textbox)).toEqual([])
      expect(ran).not.toHaveBeenCalled()
    },
  )
})

describe('ContentEditor', () => {
  it('refuses a non-image before sending, with a Dutch message', async () => {
    const user = userEvent.setup({ applyAccept: false })
    await renderEditor('<p>Oud</p>')
    const input = screen.getByLabelText('Afbeelding kiezen')
    await user.upload(input, new File(['x'], 'notities.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notities.txt is geen afbeelding die je kunt uploaden',
    )
    await user.upload(
      input,
      new File([new Uint8Array(3 * 1024 * 1024)], 'groot.png', { type: 'image/png' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'groot.png is te groot: een afbeelding mag hoogstens 2 MB zijn.',
    )
  })
})
