import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/messages';

type LegalPageProps = {
  title: string;
  /** A day, at local midnight (`new Date(2026, 10, 23)`): written in the language showing. */
  updated: Date;
  intro: ReactNode;
  children: ReactNode;
};

/** A plain, readable document page (privacy policy, terms of service). */
export function LegalPage({ title, updated, intro, children }: LegalPageProps) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-slate-700 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-500">{t('legal.updated', { date: updated })}</p>
        <p className="leading-relaxed">{intro}</p>
      </header>
      {children}
    </article>
  );
}

/** One numbered part of a legal page, with its heading. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
