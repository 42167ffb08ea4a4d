import type { ReactNode } from 'react';

/**
 * Content that stays English whatever language the app shows (the admin area, issue #27): it
 * says so with lang="en", so a screen reader reads it as English under an <html lang> of
 * another language (the header around it follows the visitor's choice).
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  return <div lang="en">{children}</div>;
}
