import type { ReactNode } from 'react';
import { useServerErrorsInEnglish } from '@/lib/i18n/server-error-text';

/**
 * Content that stays English whatever language the app shows (the admin area, issue #27): it
 * says so with lang="en", so a screen reader reads it as English under an <html lang> of
 * another language (the header around it follows the visitor's choice). The server's errors it
 * shows keep the server's English too.
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  useServerErrorsInEnglish();
  return <div lang="en">{children}</div>;
}
