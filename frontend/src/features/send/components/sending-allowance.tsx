import { Link } from 'react-router-dom';
import { profileVerificationHref } from '@/config/paths';
import { useT } from '@/lib/i18n/messages';
import { translatedServerError } from '@/lib/i18n/server-error-text';
import { describeLimits, TIER_NAMES, useTierLimits } from '@/lib/verification-tiers';
import { useSendingAllowance } from '../api/sending-allowance';

/**
 * "You can send up to $X more today": the limit that binds the next transfer (the server refuses
 * above it), with the sender's verification tier, what the next tier unlocks and the way to it
 * (issue #26). The server words it in English; the catalogs have the same sentences under the
 * codes of the refusals that say them.
 */
export function SendingAllowance() {
  const { data } = useSendingAllowance();
  // Only a sender with a next tier is told what it unlocks.
  const { data: tierLimits } = useTierLimits(Boolean(data?.nextTier));
  const t = useT();
  if (!data) return null;
  const message =
    translatedServerError(
      data.tier === 'none'
        ? { code: 'TRANSFER.VERIFICATION_REQUIRED', tier: 'none', nextTier: 'basic', remaining: 0 }
        : { code: 'TRANSFER.LIMIT_EXCEEDED', remaining: data.remaining, limit: data.boundBy },
    ) ?? data.message;
  return (
    <div className="space-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 sm:col-span-2">
      <p data-testid="sending-allowance">{message}</p>
      {data.tier && (
        <p data-testid="sending-tier">
          {t('send.verificationLevel', { tier: t(TIER_NAMES[data.tier]) })}
          {data.nextTier && tierLimits && (
            <>
              {' '}
              {t('profile.verification.next', { tier: t(TIER_NAMES[data.nextTier]), limits: describeLimits(t, tierLimits[data.nextTier]) })}{' '}
              <Link to={profileVerificationHref} className="font-medium text-brand-700 underline">
                {t('send.verifyToSendMore')}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
