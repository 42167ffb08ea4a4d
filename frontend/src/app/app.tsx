import { BrowserRouter } from 'react-router-dom';
import type { Language } from '@/lib/i18n/languages';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ language, signedOut }: { language?: Language; signedOut?: boolean }) {
  return (
    <BrowserRouter>
      <AppProvider language={language} signedOut={signedOut}>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  );
}
