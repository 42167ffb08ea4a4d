import { useSendingAllowance } from '../api/sending-allowance';

/** "You can send up to $X more today": the limit that binds the next transfer (the server refuses above it). */
export function SendingAllowance() {
  const { data } = useSendingAllowance();
  if (!data) return null;
  return (
    <p data-testid="sending-allowance" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 sm:col-span-2">
      {data.message}
    </p>
  );
}
