import { Button } from '@/components/ui/button';

type RecoveryCodesProps = {
  /** What was just turned on ("Two-step verification is on."). */
  title: string;
  codes: string[];
  onDone: () => void;
};

/** New recovery codes, shown this once (issue #25): with the first second factor, an app or a passkey. */
export function RecoveryCodes({ title, codes, onDone }: RecoveryCodesProps) {
  return (
    <div className="mt-4 space-y-3" role="status">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-700">
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your phone or passkey. You will not see them
        again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </div>
  );
}
