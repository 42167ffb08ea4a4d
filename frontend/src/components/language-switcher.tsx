import { useId } from 'react';
import { GlobeIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/i18n/i18n-provider';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@/lib/i18n/languages';
import { useT } from '@/lib/i18n/messages';
import { cn } from '@/lib/cn';

/** "Language" in the language showing, and each language by its own name (marked with its lang for screen readers). */
export function LanguageSwitcher({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <label htmlFor={id} className="flex items-center">
        <GlobeIcon className={cn('size-4', tone === 'dark' ? 'text-slate-600' : 'text-slate-300')} aria-hidden="true" />
        <span className="sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        // Marks it for the app's start: a choice made before the app ran (language-chosen-before-start.ts).
        data-language-select=""
        value={language}
        onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
        className={cn(
          'h-9 max-w-28 rounded-lg border px-2 text-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
          tone === 'dark' ? 'border-slate-300 bg-white text-slate-800' : 'border-slate-600 bg-slate-800 text-white',
        )}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
