import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { StepUpDialog } from '@/components/step-up-dialog';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { swrConfig } from '@/lib/swr-config';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>
        {children}
        <StepUpDialog />
      </ToastProvider>
    </SWRConfig>
  );
}
