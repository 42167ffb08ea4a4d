import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadCatalog } from './lib/i18n/catalogs';
import { initialLanguage } from './lib/i18n/languages';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen shows in its language at once: its catalog is fetched before the first render.
void loadCatalog(initialLanguage())
  .catch(() => loadCatalog('en'))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
