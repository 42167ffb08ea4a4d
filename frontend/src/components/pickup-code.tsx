import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CASH_PICKUP_AGENT } from '@/config/delivery-methods';
import { useT } from '@/lib/i18n/messages';

/** "123 456 7890": a long code read out over the phone in short groups. */
export function groupPickupCode(code: string): string {
  const digits = code.replace(/\s+/g, '');
  if (digits.length <= 4) return digits;
  const groups: string[] = [];
  let rest = digits;
  // Threes, with a last group of four (or three): 3 3 4 for ten digits, 3 3 3 for nine.
  while (rest.length > 4) {
    groups.push(rest.slice(0, 3));
    rest = rest.slice(3);
  }
  groups.push(rest);
  return groups.join(' ');
}

type PickupCodeProps = {
  code: string;
  recipientFirstName: string;
  /** Where it shows: a bigger card on the transfer's page and the success page, a line on the dashboard. */
  compact?: boolean;
};

/**
 * The code the recipient collects cash with, grouped so it can be read out, with Copy and
 * (where the device can) Share, so the sender passes it on at once.
 */
export function PickupCode({ code, recipientFirstName, compact = false }: PickupCodeProps) {
  const [copied, setCopied] = useState<'copied' | 'failed'>();
  const t = useT();
  const grouped = groupPickupCode(code);
  // What the sender passes on, in the sender's language (the recipient's SMS comes in their own).
  const message = t('pickupCode.shareText', { code: grouped, agent: CASH_PICKUP_AGENT });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: t('pickupCode.title'), text: message });
    } catch {
      // The sender closed the share sheet: nothing to say.
    }
  }

  return (
    <section aria-label={t('pickupCode.title')} className={compact ? 'mt-2 rounded-lg bg-brand-50 p-3' : 'mt-4 rounded-xl border-2 border-brand-600 bg-brand-50 p-5'}>
      <p className="text-sm font-semibold text-slate-800">{t('pickupCode.heading')}</p>
      <p className={`mt-1 font-mono font-bold tracking-wider text-slate-900 ${compact ? 'text-xl' : 'text-3xl'}`} data-testid="pickup-code" data-code={code}>
        {grouped}
      </p>
      {!compact && (
        <p className="mt-2 text-sm text-slate-700">
          {t('pickupCode.giveTo', { name: recipientFirstName, agent: CASH_PICKUP_AGENT })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('pickupCode.copy')}
        </Button>
        {canShare && (
          <Button size="sm" variant="secondary" onClick={() => void share()}>
            {t('pickupCode.share')}
          </Button>
        )}
        <span role="status" className="text-sm text-slate-600">
          {copied === 'copied' ? t('pickupCode.copied') : copied === 'failed' ? t('pickupCode.copyFailed') : ''}
        </span>
      </div>
    </section>
  );
}
