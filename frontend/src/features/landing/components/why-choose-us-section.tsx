import { ShieldCheckIcon, TrendingUpIcon, ZapIcon } from '@/components/ui/icons';
import { landingAnchors } from '@/config/paths';
import { m, useT } from '@/lib/i18n/messages';
import { SectionHeading } from './section-heading';

const reasons = [
  {
    icon: ShieldCheckIcon,
    title: m('landing.why.secure.title'),
    text: m('landing.why.secure.text'),
  },
  {
    icon: TrendingUpIcon,
    title: m('landing.why.rates.title'),
    text: m('landing.why.rates.text'),
  },
  {
    icon: ZapIcon,
    title: m('landing.why.fast.title'),
    text: m('landing.why.fast.text'),
  },
];

export function WhyChooseUsSection() {
  const t = useT();
  return (
    <section
      id={landingAnchors.whyChooseUs}
      aria-labelledby="why-choose-us-title"
      className="scroll-mt-20 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="why-choose-us-title"
          eyebrow={m('landing.why.eyebrow')}
          title={m('landing.why.title')}
          description={m('landing.why.description')}
        />
        <ul className="mt-14 grid gap-10 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <reason.icon className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{t(reason.title)}</h3>
              <p className="mt-2 text-slate-600">{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
