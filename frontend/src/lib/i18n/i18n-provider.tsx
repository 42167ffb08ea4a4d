import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { apiWrite } from '@/lib/api-client';
import { useCurrentUser, useRevalidateCurrentUser } from '@/lib/data/current-user';
import { setActiveLanguage } from './active-language';
import { ServerErrorTranslation } from './server-error-text';
import { loadCatalog, loadedCatalog, type Messages } from './catalogs';
import { DEFAULT_LANGUAGE, INTL_LOCALE, initialLanguage, isLanguage, storeLanguage, type Language } from './languages';

type LanguageApi = { language: Language; setLanguage: (language: Language) => void };

const LanguageContext = createContext<LanguageApi>({ language: DEFAULT_LANGUAGE, setLanguage: () => undefined });

/** The language showing and the way to change it (the switcher). */
export function useLanguage(): LanguageApi {
  return use(LanguageContext);
}

/** Saves a signed-in sender's language on their account: their emails and SMS follow it. */
function saveLanguage(language: Language) {
  return apiWrite('PUT', '/api/settings/language', { language });
}

/**
 * The app's messages in the chosen language. A signed-in sender's language is their account's
 * (`language` from /api/auth/me); a visitor's is the one they chose in this browser, or on a first
 * visit the first of the browser's languages the app speaks. While another catalog downloads,
 * the current one stays on screen; `<html lang>` and the formatting helpers follow what shows.
 */
export function I18nProvider({ children, initialLanguage: initial }: { children: ReactNode; initialLanguage?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initial ?? initialLanguage());
  const [shown, setShown] = useState<{ language: Language; messages: Messages } | null>(() => {
    const messages = loadedCatalog(language);
    return messages ? { language, messages } : null;
  });
  const { data: user } = useCurrentUser();
  const revalidateUser = useRevalidateCurrentUser();
  const accountLanguage = user && isLanguage(user.language) ? user.language : undefined;

  useEffect(() => {
    let current = true;
    loadCatalog(language).then(
      // Already showing (the entry downloaded it before the first render): no new render, which
      // would disturb a prerendered page still hydrating.
      (messages) => current && setShown((showing) => (showing?.messages === messages ? showing : { language, messages })),
      // Offline or a failed deploy: stay in the language showing (or English on the first load).
      () => current && language !== DEFAULT_LANGUAGE && setLanguageState((showing) => (showing === language ? DEFAULT_LANGUAGE : showing)),
    );
    return () => {
      current = false;
    };
  }, [language]);

  // Signing in brings the account's language.
  useEffect(() => {
    if (!accountLanguage) return;
    setLanguageState(accountLanguage);
    storeLanguage(accountLanguage);
  }, [accountLanguage]);

  const signedIn = Boolean(user);
  const setLanguage = useCallback(
    (next: Language) => {
      setLanguageState(next);
      storeLanguage(next);
      if (signedIn) void saveLanguage(next).then(revalidateUser, () => undefined);
    },
    [signedIn, revalidateUser],
  );

  const showing = shown?.language ?? language;
  setActiveLanguage(showing);
  useEffect(() => {
    document.documentElement.lang = showing;
  }, [showing]);

  const api = useMemo(() => ({ language: showing, setLanguage }), [showing, setLanguage]);
  if (!shown) return null;
  return (
    <LanguageContext value={api}>
      <IntlProvider locale={INTL_LOCALE[shown.language]} messages={shown.messages} defaultLocale={INTL_LOCALE.en} onError={reportMissing}>
        <ServerErrorTranslation />
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

/** A missing message shows its id; say so in development rather than failing the page. */
function reportMissing(error: Error) {
  if (import.meta.env.DEV) console.warn(error.message);
}
