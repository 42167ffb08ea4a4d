import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { servedSignedOut } from './lib/data/current-user';
import { loadCatalog } from './lib/i18n/catalogs';
import { initialLanguage, type Language } from './lib/i18n/languages';
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

// The first screen shows in its language at once: its catalog is fetched before the first render.
const language = initialLanguage();
loadCatalog(language).then(
  () => start(language),
  () => loadCatalog('en').finally(() => start('en')),
);
