import { expect, type Page } from '@playwright/test'

/**
 * The checks of WCAG 2.2 AA that axe does not make (issue 44), each one `page.evaluate` (the focus
 * walk: one key press a step), so that a11y.spec.ts runs them on every page of every role at each
 * width without much time. docs/accessibility.md says which test proves what.
 */

/** What a pointer or keyboard can operate: the targets of WCAG 2.5.8. */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  ...[
    'button',
    'link',
    'checkbox',
    'radio',
    'switch',
    'tab',
    'menuitem',
    'option',
    'combobox',
    'slider',
    'spinbutton',
  ].map((role) => `[role="${role}"]`),
].join(', ')

/**
 * WCAG 2.5.8 Target Size (Minimum): every target on the page is at least 24 × 24 CSS px, or a
 * circle of 24 px across on its centre touches no other target (nor another small target's
 * circle: the spacing exception), or it is a link inside a line of text (the inline exception).
 * A disabled control is no target; an element of 1 px or less is a visually hidden input whose
 * label is the target. Answers each target that fails, with its size.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const MIN = 24
    type Target = {
      el: Element
      x: number
      y: number
      w: number
      h: number
      cx: number
      cy: number
    }
    const targets: Target[] = []
    for (const el of document.querySelectorAll(selector)) {
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true')
        continue
      if (el.closest('[inert]')) continue
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      // Out of the pointer's reach (a select's hidden native input): no target.
      if (getComputedStyle(el).pointerEvents === 'none') continue
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1) continue
      const x = r.left + scrollX
      const y = r.top + scrollY
      targets.push({ el, x, y, w: r.width, h: r.height, cx: x + r.width / 2, cy: y + r.height / 2 })
    }
    // One control made of nested targets (an input inside its button) is one target.
    const related = (a: Element, b: Element) => a.contains(b) || b.contains(a)
    const small = (t: Target) => t.w < MIN - 0.5 || t.h < MIN - 0.5
    /** A link in running text: inline, in a block with text of its own beside the link. */
    const inline = (t: Target) => {
      if (getComputedStyle(t.el).display !== 'inline') return false
      let block = t.el.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      const own = (t.el.textContent ?? '').trim().length
      return (block?.textContent ?? '').trim().length > own
    }
    const circleTouchesRect = (t: Target, o: Target) => {
      const nx = Math.max(o.x, Math.min(t.cx, o.x + o.w))
      const ny = Math.max(o.y, Math.min(t.cy, o.y + o.h))
      return Math.hypot(t.cx - nx, t.cy - ny) < MIN / 2
    }
    const describe = (t: Target) => {
      const name =
        t.el.getAttribute('aria-label') ??
        (t.el.textContent ?? '').trim().slice(0, 40) ??
        t.el.getAttribute('name')
      return `${t.el.tagName.toLowerCase()} '${name}' ${Math.round(t.w)}×${Math.round(t.h)}`
    }
    return targets
      .filter((t) => small(t) && !inline(t))
      .filter((t) =>
        targets.some(
          (o) =>
            o !== t &&
            !related(o.el, t.el) &&
            (circleTouchesRect(t, o) || (small(o) && Math.hypot(t.cx - o.cx, t.cy - o.cy) < MIN)),
        ),
      )
      .map(describe)
  }, TARGETS)
}

/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum), walked with the keyboard: from the end of the page
 * back to its start with Shift+Tab (the direction in which the browser scrolls each next control
 * in at the top, where the sticky header is), and on each focused control outside the header:
 * no part of it under the header (one taller than the room below the header: not all of it).
 * Answers each control the header covered, with the overlap.
 * The check runs at the next key press (then the browser has scrolled the control in).
 */
export async function focusHiddenByHeader(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const state = { seen: [] as Element[], hidden: [] as string[], done: false }
    const check = () => {
      const el = document.activeElement
      if (!el || el === document.body || el === document.documentElement) {
        if (state.seen.length > 0) state.done = true
        return
      }
      if (state.seen.includes(el)) {
        state.done = true
        return
      }
      state.seen.push(el)
      const header = document.querySelector('header')
      if (!header || header.contains(el)) return
      const h = header.getBoundingClientRect()
      const r = el.getBoundingClientRect()
      const top = Math.max(r.top, h.top)
      const overlap = Math.min(r.bottom, h.bottom) - top
      if (overlap <= 0.5 || r.width === 0) return
      // Drawn above the header (the skip link): not hidden.
      const hit = document.elementFromPoint(r.left + r.width / 2, top + overlap / 2)
      if (hit && el.contains(hit)) return
      // A control taller than the room below the header (a scrolling table) shows in part.
      const fits = r.height <= innerHeight - h.bottom
      if (fits || overlap >= r.height - 0.5) {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)
        state.hidden.push(`${el.tagName.toLowerCase()} '${name}': ${Math.round(overlap)} px`)
      }
    }
    ;(window as unknown as { __focusWalk: typeof state }).__focusWalk = state
    addEventListener('keydown', check, { capture: true })
    ;(window as unknown as { __focusCheck: () => void }).__focusCheck = check
    ;(document.activeElement as HTMLElement | null)?.blur()
    // From the end: the first Shift+Tab then goes to the page's last control.
    scrollTo(0, document.documentElement.scrollHeight)
  })
  const progress = () =>
    page.evaluate(() => {
      const w = window as unknown as {
        __focusWalk: { seen: Element[]; hidden: string[]; done: boolean }
        __focusCheck: () => void
      }
      w.__focusCheck()
      return {
        done: w.__focusWalk.done,
        steps: w.__focusWalk.seen.length,
        hidden: w.__focusWalk.hidden,
      }
    })
  // In batches of ten presses: one round trip to the page per batch, not per press.
  for (let batch = 0; batch < 40; batch++) {
    for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+Tab')
    const { done, steps, hidden } = await progress()
    if (done) {
      expect(steps, 'controls reached with Shift+Tab').toBeGreaterThan(0)
      return [...new Set(hidden)]
    }
  }
  throw new Error('the focus walk did not come round in 400 steps')
}

/**
 * WCAG 2.5.7 Dragging Movements: what can be dragged on the page. The app has no drag (a drag
 * would need buttons beside it, and this list an exception for it): native draggables, sortable
 * lists (dnd-kit and the like say so in their role description), sliders, and the data grid's
 * column resizing and reordering.
 */
export async function draggables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        [
          '[draggable="true"]',
          '[aria-roledescription*="sortable" i]',
          '[aria-roledescription*="draggable" i]',
          '[aria-grabbed]',
          '[role="slider"]',
          '.MuiDataGrid-columnSeparator--resizable',
          '.MuiDataGrid-columnHeader--draggable',
        ].join(', '),
      ),
    ].map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  )
}

/**
 * WCAG 3.2.6 Consistent Help: the menu bar's entries in their order (Contact among them). The
 * same role sees the same list on every page, so help is always in the same place.
 */
export async function menuEntries(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .evaluate((nav) =>
      [...nav.querySelectorAll('a[href], button')].map(
        (el) =>
          `${el.tagName === 'A' ? `link ${el.getAttribute('href')}` : 'button'} ${el.getAttribute('aria-label') ?? (el.textContent ?? '').trim()}`,
      ),
    )
}
