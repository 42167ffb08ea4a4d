import { useT, type MessageId } from '@/lib/i18n/messages';

type SectionHeadingProps = { id: string; eyebrow: MessageId; title: MessageId; description: MessageId };

/** The `id` goes on the title so each section can be labelled by it (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, description }: SectionHeadingProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t(eyebrow)}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t(title)}
      </h2>
      <p className="mt-4 text-lg text-slate-600">{t(description)}</p>
    </div>
  );
}
