import { Card } from '@/components/ui/card';
import { BanknoteIcon, CreditCardIcon, PencilIcon } from '@/components/ui/icons';
import { landingAnchors } from '@/config/paths';
import { m, useT } from '@/lib/i18n/messages';
import { SectionHeading } from './section-heading';

const steps = [
  {
    icon: PencilIcon,
    title: m('landing.how.step1.title'),
    text: m('landing.how.step1.text'),
  },
  {
    icon: CreditCardIcon,
    title: m('landing.how.step2.title'),
    text: m('landing.how.step2.text'),
  },
  {
    icon: BanknoteIcon,
    title: m('landing.how.step3.title'),
    text: m('landing.how.step3.text'),
  },
];

export function HowItWorksSection() {
  const t = useT();
  return (
    <section
      id={landingAnchors.howItWorks}
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={m('landing.how.eyebrow')}
          title={m('landing.how.title')}
          description={m('landing.how.description')}
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full p-8">
                <div className="flex items-center gap-4">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <step.icon className="size-6" />
                  </span>
                  <span className="text-sm font-semibold text-brand-700">{t('landing.how.step', { number: index + 1 })}</span>
                </div>
                <h3 className="mt-6 text-xl font-semibold text-slate-900">{t(step.title)}</h3>
                <p className="mt-2 text-slate-600">{t(step.text)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
