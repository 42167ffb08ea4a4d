import { Card } from '@/components/ui/card';
import { BanknoteIcon, CreditCardIcon, PencilIcon } from '@/components/ui/icons';
import { landingAnchors } from '@/config/paths';
import { SectionHeading } from './section-heading';

const steps = [
  {
    icon: PencilIcon,
    title: 'Enter the details',
    text: 'Enter the amount you want to send, your recipient’s information and the destination country.',
  },
  {
    icon: CreditCardIcon,
    title: 'Pay securely',
    text: 'Pay securely with your credit or debit card, or by bank transfer (ACH) for a lower fee.',
  },
  {
    icon: BanknoteIcon,
    title: 'Money is delivered',
    text: 'Your recipient receives the money in local currency within 24 hours.',
  },
];

export function HowItWorksSection() {
  return (
    <section
      id={landingAnchors.howItWorks}
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="Send money in three simple steps"
          description="No branch visits and no paperwork: a transfer takes a few minutes from your phone or computer."
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full p-8">
                <div className="flex items-center gap-4">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <step.icon className="size-6" />
                  </span>
                  <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
                </div>
                <h3 className="mt-6 text-xl font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-slate-600">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
