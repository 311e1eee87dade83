/**
 * Checks of WCAG 2.2 criteria that axe-core does not make, run in the page as a visitor meets it:
 * colours as the browser computed them (read back through a canvas, so any CSS colour works),
 * boxes as laid out, focus as the keyboard moves it; and the check that the dark theme lays a
 * page out as the light one does, which lets the checks of layout run in one theme.
 * docs/accessibility.md names, for each criterion, the spec and test that use these.
 */
import { type Page, expect } from '@playwright/test'

import { darkSchemeQuery } from '~/lib/theme'

import { drawWholePage } from './whole-page'

/**
 * The text spacing WCAG 1.4.12 names, as the W3C's understanding document and the usual
 * bookmarklet apply it: line height 1.5, letter spacing 0.12em, word spacing 0.16em, paragraph
 * spacing 2em.
 */
export const textSpacingCss =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }'

/** Adds a stylesheet the way a visitor's bookmarklet or extension does (the site's CSP allows no inline <style>). */
export async function addVisitorStyles(page: Page, css: string) {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(text)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, css)
}

/** The in-page half: installed as `window.wcag` on each page load (see `pageChecks`). */
function inPageChecks() {
  type Rgba = [number, number, number, number]
  const canvas = document.createElement('canvas')
  canvas.width = 1
  canvas.height = 1
  const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D

  /** Any CSS colour as the browser resolves it, in 0–255 sRGB with alpha 0–1. */
  function rgba(colour: string): Rgba {
    context.clearRect(0, 0, 1, 1)
    context.fillStyle = '#000'
    context.fillStyle = colour
    context.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
    // A transparent pixel reads back as black: keep the colour's own channels out of it.
    return a === 0 ? [0, 0, 0, 0] : [r, g, b, a / 255]
  }

  /** `top` painted over an opaque `bottom`. */
  function over(top: Rgba, bottom: Rgba): Rgba {
    const a = top[3]
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1]
  }

  function luminance([r, g, b]: Rgba) {
    const linear = (channel: number) => {
      const c = channel / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }

  function contrast(a: Rgba, b: Rgba) {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (light + 0.05) / (dark + 0.05)
  }

  const colourPattern = /(?:rgba?|oklab|oklch|lab|lch|color|hsla?)\([^()]*\)|#[0-9a-f]{3,8}\b/gi

  /**
   * The colours that can be behind `element` (not counting its own background): its ancestors'
   * backgrounds painted one over another up to an opaque one; a gradient gives each of its stops.
   */
  function backdrop(element: Element): Rgba[] {
    const layers: Rgba[][] = []
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      const stops = style.backgroundImage.includes('gradient')
        ? (style.backgroundImage.match(colourPattern) ?? []).map(rgba)
        : []
      const fill = rgba(style.backgroundColor)
      if (stops.length > 0) layers.push(stops)
      if (fill[3] > 0) layers.push([fill])
      if (fill[3] === 1) break
    }
    const page = rgba(getComputedStyle(document.documentElement).backgroundColor)
    let result: Rgba[] = [page[3] < 1 ? over(page, [255, 255, 255, 1]) : page]
    for (const layer of layers.reverse()) result = layer.flatMap((top) => result.map((bottom) => over(top, bottom)))
    return result
  }

  /** The lowest contrast of a colour painted on `element`'s backdrop. */
  function contrastOnBackdrop(colour: Rgba, element: Element, ownFill = false) {
    return Math.min(
      ...backdrop(element).map((behind) => {
        const base = ownFill ? over(rgba(getComputedStyle(element).backgroundColor), behind) : behind
        return contrast(over(colour, base), behind)
      }),
    )
  }

  function isShown(element: Element) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    // 1 px boxes and boxes clipped to nothing are the visually hidden (sr-only) pattern: text
    // for screen readers only, like the skip link until it has focus.
    if (box.width <= 1 || box.height <= 1) return false
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).clipPath === 'inset(50%)') return false
    }
    return true
  }

  function describe(element: Element) {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()
    return `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}"`
  }

  const interactive = 'a[href], button, input, textarea, select, summary'
  const fields = 'input, textarea, select'
  const shownInteractive = () => [...document.querySelectorAll(interactive)].filter(isShown)

  /** Elements whose own text sits outside an ancestor that clips what overflows it. */
  function clippedText() {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const owner = text.parentElement
      if (!owner || !text.textContent?.trim() || !isShown(owner)) continue
      if (owner.closest('script, style, template, svg')) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const box = range.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      for (let clip = owner as Element | null; clip && clip !== document.body; clip = clip.parentElement) {
        const style = getComputedStyle(clip)
        const clipsX = ['hidden', 'clip'].includes(style.overflowX)
        const clipsY = ['hidden', 'clip'].includes(style.overflowY)
        if (!clipsX && !clipsY) continue
        const edge = clip.getBoundingClientRect()
        if (edge.width <= 1 || edge.height <= 1) break
        const outX = clipsX && (box.left < edge.left - 1 || box.right > edge.right + 1)
        const outY = clipsY && (box.top < edge.top - 1 || box.bottom > edge.bottom + 1)
        if (outX || outY) {
          found.push(`"${text.textContent.trim().slice(0, 40)}" clipped by ${describe(clip).slice(0, 30)}`)
          break
        }
      }
    }
    return found
  }

  /** The header's links and buttons that stick out of the header bar. */
  function headerControlsOutside() {
    const header = document.querySelector('header')
    if (!header) return ['no header']
    const bar = header.getBoundingClientRect()
    return [...header.querySelectorAll(interactive)]
      .filter((control) => isShown(control) && !control.closest(':popover-open'))
      .filter((control) => {
        const box = control.getBoundingClientRect()
        return box.top < bar.top - 1 || box.bottom > bar.bottom + 1 || box.left < -1 || box.right > innerWidth + 1
      })
      .map(describe)
  }

  /** How far the page scrolls sideways. */
  const sidewaysScroll = () => document.documentElement.scrollWidth - document.documentElement.clientWidth

  /**
   * The focused element's focus indicator: an outline (or a ring drawn as a box shadow) of at
   * least 2 px, and its contrast with what is behind it (WCAG 2.4.7 and 1.4.11); and whether the
   * sticky header hides it entirely (2.4.11).
   */
  function focusReport() {
    const element = document.activeElement
    if (!element || element === document.body) return null
    // The ring as it settles: colours fade in (`transition-colors`), so skip to the fade's end.
    for (const animation of element.getAnimations()) animation.finish()
    const style = getComputedStyle(element)
    const width = parseFloat(style.outlineWidth)
    const hasOutline = style.outlineStyle !== 'none' && width >= 2
    const ringColour = style.boxShadow.match(colourPattern)?.[0]
    const colour = hasOutline ? rgba(style.outlineColor) : ringColour ? rgba(ringColour) : null
    // A negative offset draws the outline over the element's own background.
    const inside = hasOutline && parseFloat(style.outlineOffset) + width <= 0
    const indicatorContrast = colour ? contrastOnBackdrop(colour, element, inside) : 0
    // Entirely hidden: no point of it (its centre, its corners, its edges' middles) that is in
    // the viewport shows the element rather than something over it, such as the sticky header.
    const box = element.getBoundingClientRect()
    const xs = [box.left + 2, (box.left + box.right) / 2, box.right - 2]
    const ys = [box.top + 2, (box.top + box.bottom) / 2, box.bottom - 2]
    const hidden = !xs.some((x) =>
      ys.some((y) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
        const top = document.elementFromPoint(x, y)
        return top !== null && (element.contains(top) || top.contains(element))
      }),
    )
    return { name: describe(element), indicatorContrast, hidden, outlineStyle: style.outlineStyle }
  }

  /**
   * WCAG 1.4.11 for the parts that identify a control: a field's border, and where a button or
   * a button-shaped link draws an edge (a border or a filled shape), that edge; at least 3:1
   * against what is behind it.
   */
  function weakControlEdges() {
    const found: string[] = []
    for (const control of shownInteractive()) {
      const style = getComputedStyle(control)
      const borderWidth = Math.min(
        ...['Top', 'Right', 'Bottom', 'Left'].map((side) => parseFloat(style.getPropertyValue(`border-${side}-width`))),
      )
      const border = rgba(style.borderTopColor)
      const fill = rgba(style.backgroundColor)
      const isField = control.matches(fields)
      if (isField && (borderWidth < 1 || border[3] === 0)) {
        found.push(`${describe(control)} has no border`)
      } else if (borderWidth >= 1 && border[3] > 0) {
        const ratio = contrastOnBackdrop(border, control, true)
        if (ratio < 3) found.push(`${describe(control)} border ${ratio.toFixed(2)}:1`)
      } else if (fill[3] > 0) {
        const ratio = contrastOnBackdrop(fill, control)
        // A fill the same as its backdrop draws no edge at all; one that shows must show clearly.
        if (ratio > 1.05 && ratio < 3) found.push(`${describe(control)} fill ${ratio.toFixed(2)}:1`)
      }
    }
    return found
  }

  /**
   * In forced colours (Windows contrast themes): every button and field keeps a border in the
   * theme's colours, links keep the theme's link colour, every card keeps its edge and every
   * icon takes the colour of the text around it.
   */
  function forcedColourProblems() {
    const probe = document.createElement('span')
    document.body.append(probe)
    const system = (colour: string) => {
      probe.style.color = colour
      return rgba(getComputedStyle(probe).color).join()
    }
    const [canvasColour, linkColour] = [system('Canvas'), system('LinkText')]
    probe.remove()
    const found: string[] = []
    const hasEdge = (element: Element) => {
      const style = getComputedStyle(element)
      return ['Top', 'Right', 'Bottom', 'Left'].every(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
          !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
          rgba(style.getPropertyValue(`border-${side}-color`)).join() !== canvasColour,
      )
    }
    for (const control of shownInteractive()) {
      if (control.matches('summary')) {
        if (!control.parentElement || !hasEdge(control.parentElement))
          found.push(`${describe(control)}: its disclosure has no edge`)
      } else if (control.matches('a') && !hasEdge(control)) {
        if (rgba(getComputedStyle(control).color).join() !== linkColour)
          found.push(`${describe(control)}: not link-coloured`)
      } else if (!control.matches('a') && !hasEdge(control)) {
        found.push(`${describe(control)}: no edge`)
      }
    }
    // A card is the box a third-level heading and its text sit in.
    for (const heading of document.querySelectorAll('main h3')) {
      let box: Element | null = heading.parentElement
      while (box && box.tagName !== 'SECTION' && !hasEdge(box)) box = box.parentElement
      if (!box || box.tagName === 'SECTION') found.push(`card of ${describe(heading)}: no edge`)
    }
    for (const icon of document.querySelectorAll('svg:has(use)')) {
      const around = icon.parentElement
      if (!around || !isShown(icon)) continue
      const own = rgba(getComputedStyle(icon).color).join()
      if (own !== rgba(getComputedStyle(around).color).join() || own === canvasColour) {
        found.push(`icon in ${describe(around)}: not the text colour`)
      }
    }
    // A drawing under text: the browser backs forced-colour text with a plain box, which cuts
    // whatever is drawn beneath it in hard rectangles.
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
    const texts = [...document.querySelectorAll('main :is(h1, h2, h3, p, li)')].filter(isShown)
    for (const drawing of document.querySelectorAll('svg[aria-hidden="true"]:not(:has(use))')) {
      if (!isShown(drawing)) continue
      const under = texts.find((text) => overlaps(drawing.getBoundingClientRect(), text.getBoundingClientRect()))
      if (under && !drawing.contains(under)) found.push(`a drawing under ${describe(under)}`)
    }
    return found
  }

  /** The forced-colours focus ring: present, and not in the background's colour. */
  function forcedFocusRing() {
    const element = document.activeElement
    if (!element || element === document.body) return null
    for (const animation of element.getAnimations()) animation.finish()
    const style = getComputedStyle(element)
    const visible =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 1 &&
      contrastOnBackdrop(rgba(style.outlineColor), element) >= 3
    return { name: describe(element), visible }
  }

  /** What is shown on the page, for spotting content that hovering or focusing adds (1.4.13). */
  function shownElements(except?: Element | null) {
    return [...document.querySelectorAll('body *')]
      .filter((element) => !(except && (except.contains(element) || element.contains(except))))
      .filter((element) => isShown(element))
      .map(describe)
  }

  /**
   * How `within` is laid out, line by line: the page's scrolling size, then each element's box and
   * scrolling size and each line of text's box, in document order; the theme button's icon aside
   * (a moon in one theme, a sun of the same size in the other). See `themeLayouts`.
   */
  function layoutOf(within: string) {
    const root = document.querySelector(within)
    if (!root) return []
    const { scrollWidth, scrollHeight } = document.documentElement
    const lines = [`the page scrolls ${scrollWidth}×${scrollHeight}`]
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      const owner = node instanceof Element ? node : node.parentElement
      if (!owner || owner.closest('[data-theme-toggle] svg, script, style, template')) continue
      if (node instanceof Element) {
        const box = node.getBoundingClientRect()
        lines.push(
          `${describe(node)} ${box.x},${box.y} ${box.width}×${box.height}, scrolls ${node.scrollWidth}×${node.scrollHeight}`,
        )
      } else if (node.textContent?.trim()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        const box = range.getBoundingClientRect()
        lines.push(`text "${node.textContent.trim().slice(0, 40)}" ${box.x},${box.y} ${box.width}×${box.height}`)
      }
    }
    return lines
  }

  /** Running animations that move something: any CSS or script animation, and transitions of position or size. */
  function movingAnimations() {
    const moving = /transform|translate|rotate|scale|top|left|right|bottom|inset|width|height|margin|offset/
    return document
      .getAnimations()
      .filter((animation) =>
        animation instanceof CSSTransition
          ? moving.test(animation.transitionProperty)
          : animation.playState !== 'finished',
      )
      .map((animation) =>
        animation instanceof CSSTransition
          ? `transition of ${animation.transitionProperty} on ${describe((animation.effect as KeyframeEffect).target ?? document.body)}`
          : `animation ${(animation as CSSAnimation).animationName ?? animation.id}`,
      )
  }

  return {
    clippedText,
    headerControlsOutside,
    sidewaysScroll,
    focusReport,
    weakControlEdges,
    forcedColourProblems,
    forcedFocusRing,
    shownElements,
    movingAnimations,
    layoutOf,
    interactive,
  }
}

declare global {
  interface Window {
    wcag: ReturnType<typeof inPageChecks>
    /** The walk `tabThrough` is making: the reports of its stops so far, and whether it came round. */
    wcagWalk: { reports: unknown[]; done: boolean; end: () => void; error?: string }
  }
}

/**
 * Checks that the dark theme moves nothing: every box, line of text and scrolling size is what the
 * light theme lays out, but the theme button's icon (a moon in one theme, a sun of the same size
 * in the other). A theme is a color-scheme and its colours (app/styles/app.css), so the checks of
 * layout, clipping and reflow run in the light theme, the test's default, and this shows that they
 * hold in the dark one. `record` keeps the light theme's layout of `within` (the whole page by
 * default) at the window's size, wherever the test's own checks stop on a page; `expectSameInDark`
 * then switches the scheme once, as when a visitor's system changes it, and compares each size
 * again in the same order. Call `pageChecks` after the page loads first.
 */
export function themeLayouts(page: Page) {
  const darkSchemeOn = () => page.evaluate((query) => matchMedia(query).matches, darkSchemeQuery)
  const layoutOf = (within: string) => page.evaluate((within) => window.wcag.layoutOf(within), within)
  type Recorded = { context: string; within: string; viewport: ReturnType<Page['viewportSize']>; light: string[] }
  const recorded: Recorded[] = []
  return {
    async record(context: string, within = 'body') {
      // Light against dark, not dark against itself.
      if (recorded.length === 0) expect(await darkSchemeOn(), `light theme on ${context}`).toBe(false)
      recorded.push({ context, within, viewport: page.viewportSize(), light: await layoutOf(within) })
    },
    async expectSameInDark() {
      expect(recorded.length, 'layouts recorded in the light theme').toBeGreaterThan(0)
      await page.emulateMedia({ colorScheme: 'dark' })
      try {
        expect(await darkSchemeOn(), 'dark theme on').toBe(true)
        for (const { context, within, viewport, light } of recorded) {
          if (viewport) await page.setViewportSize(viewport)
          expect(light.length, `boxes and lines of text in ${within} on ${context}`).toBeGreaterThan(10)
          expect(await layoutOf(within), `layout in the dark theme of ${within} on ${context}`).toEqual(light)
        }
      } finally {
        recorded.length = 0
        await page.emulateMedia({ colorScheme: 'light' })
      }
    },
  }
}

/**
 * Draws the whole page (whole-page.ts) and installs the checks as `window.wcag`; call after each
 * navigation, then `page.evaluate(() => window.wcag.…())`.
 */
export async function pageChecks(page: Page) {
  await drawWholePage(page)
  await page.evaluate(`window.wcag = (${inPageChecks.toString()})()`)
}

/**
 * Moves focus with the keyboard through the whole page, Tab forward or Shift+Tab backward from
 * the page's start (or end), whatever was focused before, and reports each stop with one of the
 * in-page checks, run on the focused element. Returns the reports in order.
 *
 * A stop is reported as the next Tab's keydown reaches the page: the browser has focused it and
 * scrolled it into view by then, and the next move has not begun (Chromium handles a page's key
 * events one after the other). So the keys go to the browser in one batch sized to the page, key
 * downs alone, not a round trip each: each message to the browser costs processor time in the
 * test and in the browser, and a round trip for each stop made the walk most of the keyboard
 * specs' time. This holds while the site has no script that scrolls or moves focus, and with
 * reduced motion, which the specs ask for, no smooth scrolling.
 */
export async function tabThrough<K extends 'focusReport' | 'forcedFocusRing'>(
  page: Page,
  direction: 'forward' | 'backward',
  report: K,
) {
  type Report = NonNullable<ReturnType<Window['wcag'][K]>>
  const keysToTheEnd = await page.evaluate(
    ({ check, direction }) => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.getSelection()?.removeAllRanges()
      // Where the walk starts: focus on an element out of the tab order at the page's start (or
      // end), whatever an earlier walk left focused (a walk backward ends with the page's last
      // stop focused, from which a walk forward would leave the page at once). Fixed, it takes no
      // place in the layout.
      const start = Object.assign(document.createElement('span'), { tabIndex: -1 })
      start.style.position = 'fixed'
      if (direction === 'forward') document.body.prepend(start)
      else document.body.append(start)
      start.focus({ preventScroll: true })
      const stops = new Set<Element>()
      const walk: Window['wcagWalk'] = { reports: [], done: false, end: () => {} }
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Tab') return
        const element = document.activeElement
        if (!walk.done && element !== start) {
          // Past the last stop, focus leaves the document or comes round again.
          if (!element || element === document.body || stops.has(element)) {
            walk.done = true
          } else {
            stops.add(element)
            // An error in a listener goes to the page's console, not to the test: keep it for the test.
            try {
              walk.reports.push(window.wcag[check]())
            } catch (error) {
              walk.error = String((error as Error).stack ?? error)
              walk.done = true
            }
          }
        }
        // The rest of the batch's keys move focus no further: the next walk starts where this one ended.
        if (walk.done) event.preventDefault()
      }
      walk.end = () => {
        walk.done = true
        window.removeEventListener('keydown', onKeyDown, true)
        start.remove()
      }
      window.addEventListener('keydown', onKeyDown, true)
      window.wcagWalk = walk
      // One key for each control the page shows (the skip link too), one to report the last and
      // one to find the end; a control out of the tab order only makes the batch longer.
      const controls = [...document.querySelectorAll(window.wcag.interactive)].filter((element) =>
        element.checkVisibility(),
      )
      return controls.length + 2
    },
    { check: report, direction },
  )
  const session = await page.context().newCDPSession(page)
  // Shift+Tab is Tab with the Shift modifier (8); no text, so a raw key down, as Playwright sends it.
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: direction === 'forward' ? 0 : 8 }
  let cameRound = false
  try {
    // A page with more stops than the controls counted gets more keys, ten at a time.
    for (let sent = 0, batch = keysToTheEnd; !cameRound && sent < 200; sent += batch, batch = 10) {
      await Promise.all(
        Array.from({ length: batch }, () => session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key })),
      )
      cameRound = await page.evaluate(() => window.wcagWalk.done)
    }
  } finally {
    await session.detach()
  }
  const { reports, error } = await page.evaluate(() => {
    window.wcagWalk.end()
    return { reports: window.wcagWalk.reports, error: window.wcagWalk.error }
  })
  if (error) throw new Error(`${report} failed on a focus stop: ${error}`)
  if (!cameRound) throw new Error(`Tabbing ${direction} did not come round within 200 stops`)
  return reports as Report[]
}
