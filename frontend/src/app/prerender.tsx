import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { appName } from '@/config/app';
import { paths } from '@/config/paths';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { INTL_LOCALE, LANGUAGES, type Language } from '@/lib/i18n/languages';
import { pageTitle } from './page-titles';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * The public pages a visitor arrives on, rendered at build time (issue #27: their content
 * paints before the app's script has run on a slow phone). The api serves them, in the
 * visitor's language, to a browser that is not signed in; the app then hydrates them.
 * /verify is not among them: what it shows depends on its query and on where the visitor came from.
 */
export const PRERENDERED_PATHS = [paths.home, paths.login, paths.register] as const;

export { LANGUAGES };

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  body: string;
  /** The document's `<title>`, as the app sets it once running. */
  title: string;
}

/**
 * What every signed-in page shows before the app knows who is signed in: the header (logo and
 * language menu) and a spinner. The api sends it to a signed-in browser, which then paints at
 * once instead of after the scripts have run; the app renders over it (no hydration).
 */
export async function renderSignedInShell(language: Language): Promise<PrerenderedPage> {
  await loadCatalog(language);
  return { body: await render(paths.dashboard, language, false), title: appName };
}

/**
 * The page at `path` as a signed-out visitor sees it in `language`, every lazy part (the
 * page's chunk, the footer) already in. Runs in Node, in the build (vite.config.ts).
 */
export async function renderPublicPage(path: string, language: Language): Promise<PrerenderedPage> {
  const intl = createIntl({ locale: INTL_LOCALE[language], messages: await loadCatalog(language) });
  const title = intl.formatMessage({ id: pageTitle(path, false) });
  return { body: await render(path, language, true), title: `${title} · ${appName}` };
}

async function render(path: string, language: Language, signedOut: boolean): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <AppProvider language={language} signedOut={signedOut}>
        <AppRoutes />
      </AppProvider>
    </StaticRouter>,
    // Every part in order, however large: React writes a part bigger than 12,800 bytes (the
    // landing page's) hidden at the end with inline scripts that move it into place, which the
    // production Content-Security-Policy refuses, and the page would stay blank until the app ran.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // React's server renderer starts with preload links for the page's images (the flags): inside
  // #root hydration would not expect them, and on a slow link they would compete with the script.
  return (await new Response(prelude).text()).replace(/^(<link [^>]*\/>)+/, '');
}
