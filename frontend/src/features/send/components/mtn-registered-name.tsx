import { ApiError, errorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { mtnWalletNumber, useMtnRegisteredName } from '../api/mtn-registered-name';

/** How long the phone must stay unchanged before MTN is asked (once per pause, not per key). */
const LOOKUP_DELAY_MS = 500;

const warningClass = 'mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900';

/**
 * "Registered to: JOHN OKELLO" under an MTN Mobile Money number, once it is a complete MTN
 * Uganda number; a number without a wallet, or a wallet that cannot receive, is a warning.
 */
export function MtnRegisteredName({ phone }: { phone: string }) {
  const settled = useDebouncedValue(phone, LOOKUP_DELAY_MS);
  const number = mtnWalletNumber(settled);
  const { data, error } = useMtnRegisteredName(number);
  // What was looked up is no longer what the field holds: say nothing until it settles again.
  const current = number !== undefined && mtnWalletNumber(phone) === number;

  let content = null;
  if (!current) {
    // Nothing to say yet.
  } else if (data && data.active) {
    content = (
      <p className="mt-2 text-sm text-slate-700">
        Registered to: <span className="font-semibold text-slate-900">{data.name}</span>
      </p>
    );
  } else if (data) {
    content = <p className={warningClass}>This MTN wallet cannot receive money right now.</p>;
  } else if (error instanceof ApiError && error.status === 404) {
    content = (
      <p className={warningClass}>
        {errorMessage(error, 'This number has no MTN Mobile Money account. Check the number with the recipient.')}
      </p>
    );
  }
  // The live region stays mounted so what appears in it is announced.
  return (
    <div role="status" data-testid="mtn-registered-name">
      {content}
    </div>
  );
}
