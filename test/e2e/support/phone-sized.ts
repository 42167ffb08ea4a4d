import type { Page } from 'playwright-core';

/** The width of a common phone (issue #29 tried the product at this size). */
export const PHONE_WIDTH = 390;

/**
 * How far the page is wider than the window (0 when nothing overflows sideways), with the
 * widest elements that stick out, so a failure says what to fix.
 */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = Math.max(0, document.documentElement.scrollWidth - width);
    const culprits: string[] = [];
    if (overflow > 0) {
      const sticksOut = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.right > width + 1 && box.width > 0;
      };
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const box = element.getBoundingClientRect();
        // The innermost ones: an element whose own child sticks out is only carried along.
        if (!sticksOut(element) || Array.from(element.children).some(sticksOut)) continue;
        // Inside a container that scrolls sideways on purpose: not the page's overflow.
        let scrolls = false;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden') scrolls = true;
        }
        if (!scrolls) culprits.push(`${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}" (${Math.round(box.right)} px)`);
        if (culprits.length >= 5) break;
      }
    }
    return { overflow, culprits };
  });
}
