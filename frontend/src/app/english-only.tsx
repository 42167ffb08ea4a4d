import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalog, loadedCatalog } from '@/lib/i18n/catalogs';
import { INTL_LOCALE } from '@/lib/i18n/languages';
import { useServerErrorsInEnglish } from '@/lib/i18n/server-error-text';

/**
 * Content that stays English whatever language the app shows (the admin area, issue #27): it
 * says so with lang="en", so a screen reader reads it as English under an <html lang> of
 * another language (the header around it follows the visitor's choice). The parts it shares with
 * the sender's pages (passkeys, spinners, dialogs) take the English messages, and the server's
 * errors it shows keep the server's English.
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  useServerErrorsInEnglish();
  // English is downloaded already unless the app shows another language: then a moment's wait.
  const [english, setEnglish] = useState(() => loadedCatalog('en'));
  useEffect(() => {
    if (!english) void loadCatalog('en').then(setEnglish, () => undefined);
  }, [english]);
  if (!english) return null;
  return (
    <IntlProvider locale={INTL_LOCALE.en} messages={english}>
      <div lang="en">{children}</div>
    </IntlProvider>
  );
}
