import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/messages';

type PasskeyPromptButtonProps = {
  onClick: () => void;
  busy: boolean;
  disabled: boolean;
  /** Why the last try did not work (a cancelled prompt, a refused passkey), read out. */
  error: string | undefined;
  ref?: Ref<HTMLButtonElement>;
};

/** "Use a passkey" where a code could be typed instead (a sign-in's second step, a step-up), with why the last try failed. */
export function PasskeyPromptButton({ onClick, busy, disabled, error, ref }: PasskeyPromptButtonProps) {
  const t = useT();
  return (
    <div className="space-y-2">
      <Button ref={ref} className="w-full" busy={busy} disabled={disabled} onClick={onClick}>
        {t('auth.passkey.use')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
