import { useEffect, useState, type ComponentType } from 'react';
import { nextStepUpHandler, setStepUpHandler } from '@/lib/step-up';

/**
 * The step-up dialog ("Confirm it's you", step-up-dialog.tsx), downloaded the first time the
 * server asks for a step-up rather than with the entry bundle: it brings zod, the passkey
 * library and the password field, which no first screen needs (issue #27, 110 KB). Until then
 * this answers the ask: it loads the dialog, mounts it and hands the ask to it. A download that
 * fails answers "not confirmed", as a cancelled dialog does (the change is not made).
 */
export function StepUpDialogOnDemand() {
  const [Dialog, setDialog] = useState<ComponentType | null>(null);

  useEffect(
    () =>
      setStepUpHandler(async (ask) => {
        try {
          const { StepUpDialog } = await import('./step-up-dialog');
          const mounted = nextStepUpHandler();
          setDialog(() => StepUpDialog);
          return await (await mounted)(ask);
        } catch {
          return false;
        }
      }),
    [],
  );

  return Dialog ? <Dialog /> : null;
}
