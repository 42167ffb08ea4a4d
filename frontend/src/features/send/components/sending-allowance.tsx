import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m, useT, type MessageId } from '@/lib/i18n/messages';
import { useSendingAllowance } from '../api/sending-allowance';

const TIER_NAMES: Record<'none' | 'basic' | 'verified_id' | 'enhanced', MessageId> = {
  none: m('profile.verification.tier.none'),
  basic: m('profile.verification.tier.basic'),
  verified_id: m('profile.verification.tier.verified_id'),
  enhanced: m('profile.verification.tier.enhanced'),
};

/**
 * "You can send up to $X more today": the limit that binds the next transfer (the server refuses
 * above it), with the sender's verification tier and, when there is one, the way to the next
 * (issue #26).
 */
export function SendingAllowance() {
  const { data } = useSendingAllowance();
  const t = useT();
  if (!data) return null;
  return (
    <div className="space-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 sm:col-span-2">
      <p data-testid="sending-allowance">{data.message}</p>
      {data.tier && (
        <p data-testid="sending-tier">
          {t('send.verificationLevel', { tier: t(TIER_NAMES[data.tier]) })}
          {data.nextTier && data.nextTier !== 'enhanced' && (
            <>
              {' '}
              <Link to={paths.profile} className="font-medium text-brand-700 underline">
                {t('send.verifyToSendMore')}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
