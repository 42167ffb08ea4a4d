import { T } from '@/lib/i18n/messages';
import { SendMoneyCta } from './send-money-cta';

export function GetStartedSection() {
  return (
    <section aria-labelledby="get-started-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="rounded-3xl bg-brand-800 px-6 py-14 text-center sm:px-12">
        <h2 id="get-started-title" className="text-3xl font-bold tracking-tight text-white">
          <T id="landing.getStarted.title" />
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
          <T id="landing.getStarted.text" />
        </p>
        <div className="mt-8 flex justify-center">
          <SendMoneyCta variant="inverse" />
        </div>
      </div>
    </section>
  );
}
