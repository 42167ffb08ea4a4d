// Draws the app's icons (the favicon's mark: a white tick on the brand green) as PNG files
// into frontend/public/ with the machine's Chromium (playwright-core; no browser is ever
// downloaded). Run again only when the mark changes: `node scripts/generate-app-icons.mjs`.
//   icon-192.png, icon-512.png   rounded square on a transparent corner ("any")
//   icon-maskable-512.png        full-bleed green, the tick inside the central 80% safe zone
//   apple-touch-icon.png         180 px, full-bleed (iOS rounds the corners itself)
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const BRAND = '#047857';
const TICK = "<path d='M9 17l5 5 9-12' stroke='white' stroke-width='3' fill='none' stroke-linecap='round' stroke-linejoin='round'/>";

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded() },
  { file: 'icon-512.png', size: 512, svg: rounded() },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.6) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

function rounded() {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='${BRAND}'/>${TICK}</svg>`;
}

/** The tick scaled to `share` of the side, centred, on a square without transparent corners. */
function fullBleed(share) {
  const offset = 16 - 16 * share;
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' fill='${BRAND}'/><g transform='translate(${offset} ${offset}) scale(${share})'>${TICK}</g></svg>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width='${icon.size}' height='${icon.size}' `)}</body></html>`);
    await writeFile(new URL(`../frontend/public/${icon.file}`, import.meta.url), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`frontend/public/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
