import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadedCatalog } from '@/lib/i18n/catalogs';

/** For a component rendered on its own (not `renderApp`): the English messages, loaded by setup-tests.ts. */
export function IntlWrapper({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en-US" messages={loadedCatalog('en')}>
      {children}
    </IntlProvider>
  );
}
