import { ShieldCheckIcon, TrendingUpIcon, ZapIcon } from '@/components/ui/icons';
import { landingAnchors } from '@/config/paths';
import { SectionHeading } from './section-heading';

const reasons = [
  {
    icon: ShieldCheckIcon,
    title: 'Secure transfers',
    text: 'Payments are handled by established card and bank payment providers, and your account is protected by a verification code.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Great rates',
    text: 'Competitive exchange rates and a flat 5% service fee, shown in full before you pay.',
  },
  {
    icon: ZapIcon,
    title: 'Fast delivery',
    text: 'Your recipient gets local currency within 24 hours, and we tell you when it arrives.',
  },
];

export function WhyChooseUsSection() {
  return (
    <section
      id={landingAnchors.whyChooseUs}
      aria-labelledby="why-choose-us-title"
      className="scroll-mt-20 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="why-choose-us-title"
          eyebrow="Why choose us"
          title="Built for sending money home"
          description="Trusted by thousands of customers sending money from the US to East Africa."
        />
        <ul className="mt-14 grid gap-10 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <reason.icon className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-slate-600">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
