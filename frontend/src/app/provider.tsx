import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { StepUpDialogOnDemand } from '@/components/step-up-on-demand';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { signedOutFallback } from '@/lib/data/current-user';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Language } from '@/lib/i18n/languages';
import { swrConfig } from '@/lib/swr-config';

interface AppProviderProps {
  children: ReactNode;
  /** The language to start in (the entry chose it and downloaded its catalog); otherwise the provider chooses. */
  language?: Language;
  /** The api served the page to a browser that is not signed in: the app starts signed out without asking. */
  signedOut?: boolean;
}

const signedOutConfig = { ...swrConfig, fallback: signedOutFallback };

export function AppProvider({ children, language, signedOut = false }: AppProviderProps) {
  return (
    <SWRConfig value={signedOut ? signedOutConfig : swrConfig}>
      <I18nProvider initialLanguage={language}>
        <ToastProvider>
          {children}
          <StepUpDialogOnDemand />
        </ToastProvider>
      </I18nProvider>
    </SWRConfig>
  );
}
