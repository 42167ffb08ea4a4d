import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { servedSignedOut } from './lib/data/current-user';
import { loadCatalog } from './lib/i18n/catalogs';
import { languageChosenBeforeStart } from './lib/i18n/language-chosen-before-start';
import { initialLanguage, storeLanguage, type Language } from './lib/i18n/languages';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const signedOut = servedSignedOut(document);

/**
 * A public page arrives prerendered (src/app/prerender.tsx) in the language the api chose: the
 * app takes it over as it is (hydrates) when it would show the same, and renders anew otherwise
 * (another language chosen in this browser). A difference hydration still meets is mended by
 * rendering that part anew: a warning, not an error (the page works; the e2e tier fails on it).
 */
function reportMended(error: unknown) {
  console.warn('The prerendered page was rendered anew where it differed:', error);
}

function start(language: Language) {
  const app = (
    <StrictMode>
      <App language={language} signedOut={signedOut} />
    </StrictMode>
  );
  if (signedOut && root!.dataset.prerendered === language) hydrateRoot(root!, app, { onRecoverableError: reportMended });
  else createRoot(root!).render(app);
}

/**
 * A prerendered public page carries only the rules of the stylesheet its markup uses, and names
 * the whole stylesheet (frontend/prerender-public-pages.ts): it comes now, beside the catalog, and
 * the app takes the page over once it has arrived (or failed), so that what the app shows next
 * (a menu, an error, another page) is styled.
 */
function loadWholeStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLStyleElement>('style[data-whole-stylesheet]')?.dataset.wholeStylesheet;
  if (!href) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return loaded;
}

/** The catalog of `language`, or English's when it cannot be had: the language the app starts in. */
function withCatalog(language: Language): Promise<Language> {
  return loadCatalog(language).then(
    () => language,
    () => loadCatalog('en').then(() => 'en' as const, () => 'en' as const),
  );
}

/**
 * The first screen shows in its language at once: its catalog is fetched before the first
 * render. A visitor may pick another language in the prerendered page's select before the app
 * has taken it over (the change did nothing then): that choice is kept and the app starts in it,
 * looked for again just before the start, after the downloads it waited for.
 */
async function boot(): Promise<void> {
  const stylesheet = loadWholeStylesheet();
  const early = languageChosenBeforeStart(root!);
  let language = await withCatalog(early ?? initialLanguage());
  await stylesheet;
  // Picked meanwhile, or picked back (the select shows the page's own language again): kept in this browser.
  const chosen = languageChosenBeforeStart(root!) ?? (early ? (root!.dataset.prerendered as Language) : null);
  if (chosen) {
    storeLanguage(chosen);
    if (chosen !== language) language = await withCatalog(chosen);
  }
  start(language);
}

void boot();
