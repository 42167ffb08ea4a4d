import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/messages';

type RecoveryCodesProps = {
  /** What was just turned on ("Two-step verification is on."). */
  title: string;
  codes: string[];
  onDone: () => void;
};

/** New recovery codes, shown this once (issue #25): with the first second factor, an app or a passkey. */
export function RecoveryCodes({ title, codes, onDone }: RecoveryCodesProps) {
  const t = useT();
  return (
    <div className="mt-4 space-y-3" role="status">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-700">{t('recoveryCodes.keep')}</p>
      <ul aria-label={t('recoveryCodes.label')} className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        {t('recoveryCodes.saved')}
      </Button>
    </div>
  );
}
