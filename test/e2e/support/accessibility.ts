import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** WCAG 2.2 level AA as axe tags it (issue #27): every level A and AA rule up to 2.2. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * A 1280 px desktop window zoomed to 200%: the page lays out in 640 CSS pixels, each drawn
 * with two device pixels (WCAG 1.4.10 asks that nothing then scrolls sideways).
 */
export const DESKTOP_AT_200_PERCENT = { width: 640, height: 400, deviceScaleFactor: 2 };

/**
 * What axe finds against WCAG 2.2 AA on the page, or only inside `within` (a dialog), one
 * line per element: the rule, where, and what to fix, so a failure names its own cause.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  // axe gathers the results of frames from another origin (the card provider's fields) on a
  // blank page of its own, which costs seconds a check; a page without such a frame does
  // without (axe's "legacy" mode tests same-origin frames all the same).
  const origin = new URL(page.url()).origin;
  const foreignFrame = page.frames().some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(!foreignFrame);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '');
      return `${violation.id} (${violation.impact}) at ${node.target.join(' > ')}: ${why}`;
    }),
  );
}

/**
 * What a screen reader says of a form control beside its name: whether it is invalid, and its
 * description (the text of the elements its aria-describedby names, where a field's error goes).
 */
export async function announcedState(control: Locator): Promise<{ invalid: boolean; description: string }> {
  return control.evaluate((node) => ({
    invalid: node.getAttribute('aria-invalid') === 'true',
    description: (node.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '').trim() : ''))
      .filter(Boolean)
      .join(' '),
  }));
}
