import { createHash } from 'node:crypto';

/**
 * How a prerendered public page starts the app: after its first paint, from a script written
 * into the page, rather than from a `<script type="module">` the browser may run before it
 * paints. The page shows on its HTML alone (frontend/prerender-public-pages.ts); an app that ran
 * first would only delay that paint, and Lighthouse's simulated phone then counts the entry's
 * download and run before the largest paint (the landing page's LCP moved between 1.4 and
 * 2.3 s with that race). The entry's address is in `<meta name="app-entry">`, so this text, and
 * the hash the Content-Security-Policy allows it by, are the same for every build.
 */
export const APP_ENTRY_META = 'app-entry';

/**
 * Starts the app once the browser reports the page's first contentful paint (the paint timing
 * entry comes once the frame is shown; a frame callback alone runs before it is). A browser
 * without paint timing, or a page that never paints (a tab in the background), starts it 1.5 s
 * after the page was parsed.
 */
export const START_APP_AFTER_PAINT =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  `import(document.querySelector('meta[name="${APP_ENTRY_META}"]').content)}` +
  "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(e){}" +
  'setTimeout(start,1500)})()';

/** The `script-src` source that allows exactly START_APP_AFTER_PAINT inline. */
export const START_APP_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_APP_AFTER_PAINT, 'utf8').digest('base64')}'`;
