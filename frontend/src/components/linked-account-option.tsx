import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { TellerAccount } from '@/lib/data/teller-accounts';

type LinkedAccountOptionProps = {
  account: TellerAccount;
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
};

/**
 * One account at a linked bank as a radio (`name="accountId"`), named by the account's name;
 * the bank and number describe it.
 */
export function LinkedAccountOption({ account, checked, disabled, onSelect }: LinkedAccountOptionProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const detailsId = `${id}-details`;
  return (
    <label
      data-testid="teller-account"
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name="accountId"
        value={account.id}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
        className="size-4 accent-brand-600"
      />
      <span className="min-w-0 flex-1">
        <span id={nameId} className="block font-medium text-slate-900">
          {account.name}
        </span>
        <span id={detailsId} className="block text-sm text-slate-600">
          {account.institution.name} · •••• {account.last_four} · <span className="capitalize">{account.subtype}</span>
        </span>
      </span>
    </label>
  );
}
