import { isLanguage, type Language } from './languages';

/**
 * The language a visitor picked in a prerendered page's language select before the app had
 * started (the page shows, and its select opens, before the app's script has run, and a change
 * then does nothing but show the option picked), or null: the select still shows the language
 * the page was rendered in. Read just before the app takes the page over.
 */
export function languageChosenBeforeStart(root: HTMLElement): Language | null {
  const served = root.dataset.prerendered;
  if (!served) return null;
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-language-select]')) {
    if (select.value !== served && isLanguage(select.value)) return select.value;
  }
  return null;
}
