import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { StepUpDialogOnDemand } from '@/components/step-up-on-demand';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { swrConfig } from '@/lib/swr-config';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <I18nProvider>
        <ToastProvider>
          {children}
          <StepUpDialogOnDemand />
        </ToastProvider>
      </I18nProvider>
    </SWRConfig>
  );
}
