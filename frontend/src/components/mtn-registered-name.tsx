import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api-error';
import { thunesAccountQuery, useAccountHolder, type AccountHolderQuery } from '@/lib/data/account-holder';
import { mtnWalletNumber, useMtnRegisteredName } from '@/lib/data/mtn-registered-name';
import { sameRegisteredPerson } from '@/lib/registered-name';
import { m, T, useT, useTranslateIfId } from '@/lib/i18n/messages';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long the phone must stay unchanged before MTN is asked (once per pause, not per key). */
const LOOKUP_DELAY_MS = 500;

const warningClass = 'mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900';

/** What MTN says about the number typed, against the recipient's typed name. */
export type RegisteredNameCheck =
  | { kind: 'none' }
  /** A complete MTN number whose holder MTN has not named yet. */
  | { kind: 'checking' }
  | { kind: 'match'; registeredName: string }
  | { kind: 'mismatch'; registeredName: string }
  | { kind: 'blocked' }
  /** `message`: the server's words, else a message id (shown in the language showing). */
  | { kind: 'no-wallet'; message: string };

/** Asks MTN who the number belongs to once it is a complete MTN Uganda number, and compares the name. */
export function useRegisteredNameCheck(phone: string, firstName: string, lastName: string): RegisteredNameCheck {
  const settled = useDebouncedValue(phone, LOOKUP_DELAY_MS);
  const number = mtnWalletNumber(settled);
  const { data, error } = useMtnRegisteredName(number);
  const typed = mtnWalletNumber(phone);
  if (typed === undefined) return { kind: 'none' };
  // What was looked up is not what the field holds yet, or MTN has not answered: wait for it.
  if (number !== typed || (data === undefined && error === undefined)) return { kind: 'checking' };
  if (data && !data.active) return { kind: 'blocked' };
  if (data) {
    const typed = `${firstName} ${lastName}`.trim();
    if (typed === '' || sameRegisteredPerson(firstName, lastName, data.name)) return { kind: 'match', registeredName: data.name };
    return { kind: 'mismatch', registeredName: data.name };
  }
  if (error instanceof ApiError && error.status === 404) {
    return { kind: 'no-wallet', message: errorMessage(error, m('registeredName.noMtnWallet')) };
  }
  return { kind: 'none' };
}

/**
 * The same check where Thunes pays (Ethiopia, Eritrea): its credit-party information names the
 * holder of a telebirr wallet or of an account at a bank that answers. Nothing to say where the
 * payer offers no such check (cash pickup, some banks).
 */
export function useThunesAccountCheck(account: AccountHolderQuery, firstName: string, lastName: string): RegisteredNameCheck {
  const wanted = thunesAccountQuery(account);
  const settledKey = useDebouncedValue(wanted ? JSON.stringify(wanted) : '', LOOKUP_DELAY_MS);
  const asked = settledKey === '' ? undefined : (JSON.parse(settledKey) as AccountHolderQuery);
  const { data, error } = useAccountHolder(asked);
  if (!wanted) return { kind: 'none' };
  if (settledKey !== JSON.stringify(wanted) || (data === undefined && error === undefined)) return { kind: 'checking' };
  if (data?.name) {
    if (`${firstName} ${lastName}`.trim() === '' || sameRegisteredPerson(firstName, lastName, data.name)) return { kind: 'match', registeredName: data.name };
    return { kind: 'mismatch', registeredName: data.name };
  }
  if (error instanceof ApiError && error.status === 404) {
    return { kind: 'no-wallet', message: errorMessage(error, m('registeredName.noAccount')) };
  }
  return { kind: 'none' };
}

type MtnRegisteredNameProps = {
  check: RegisteredNameCheck;
  /** The recipient as typed, to name them in the warning. */
  typedName: string;
  /** On the send screen: the sender confirms a different registered name before paying. */
  confirmation?: { confirmed: boolean; onChange: (confirmed: boolean) => void; error?: string };
  /** The live region's test id: MTN's check unless told (`account-holder-name` for Thunes'). */
  testId?: string;
};

/**
 * "Registered to: GRACE NAKATO" under an MTN Mobile Money number. A registered name that is
 * not the typed recipient is a warning in plain words (and on the send screen a box to tick);
 * a number without a wallet, or a wallet that cannot receive, is a warning too.
 */
export function MtnRegisteredName({ check, typedName, confirmation, testId = 'mtn-registered-name' }: MtnRegisteredNameProps) {
  const t = useT();
  const translate = useTranslateIfId();
  let content = null;
  if (check.kind === 'match') {
    content = (
      <p className="mt-2 text-sm text-slate-700">
        <T
          id="registeredName.registeredTo"
          values={{ name: check.registeredName, b: (chunks: ReactNode[]) => <span className="font-semibold text-slate-900">{chunks}</span> }}
        />
      </p>
    );
  } else if (check.kind === 'mismatch') {
    content = (
      <div className={warningClass} data-testid="registered-name-mismatch">
        <p>
          <T
            id="registeredName.registeredTo"
            values={{ name: check.registeredName, b: (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span> }}
          />
        </p>
        <p className="mt-1">
          <T
            id="registeredName.mismatch"
            values={{ registered: check.registeredName, typed: typedName, b: (chunks: ReactNode[]) => <strong>{chunks}</strong> }}
          />
        </p>
        {confirmation && (
          <label className="mt-2 flex items-start gap-2 font-medium">
            <input
              type="checkbox"
              name="confirmRegisteredName"
              className="mt-0.5 h-4 w-4"
              checked={confirmation.confirmed}
              aria-invalid={confirmation.error ? true : undefined}
              aria-describedby={confirmation.error ? 'confirm-registered-name-error' : undefined}
              onChange={(event) => confirmation.onChange(event.target.checked)}
            />
            <span>{t('registeredName.confirm', { name: check.registeredName })}</span>
          </label>
        )}
        {confirmation?.error && (
          <p id="confirm-registered-name-error" className="mt-1 font-semibold text-red-700">
            {confirmation.error}
          </p>
        )}
      </div>
    );
  } else if (check.kind === 'blocked') {
    content = <p className={warningClass}>{t('registeredName.blocked')}</p>;
  } else if (check.kind === 'no-wallet') {
    content = <p className={warningClass}>{translate(check.message)}</p>;
  }
  // The live region stays mounted so what appears in it is announced.
  return (
    <div role="status" data-testid={testId}>
      {content}
    </div>
  );
}
