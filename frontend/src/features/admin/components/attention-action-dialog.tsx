import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-error';
import { focusFirstError, type FieldErrors } from '@/lib/form';
import {
  isAttentionGone,
  useAttentionAction,
  type AttentionAction,
  type AttentionItem,
} from '../api/admin-attention';
import { useAdminAccessLost } from '../api/admin-session';
import { WAITING_FOR_APPROVAL, needsApproval } from '../api/admin-approvals';
import {
  ACTION_FORM_FIELDS,
  MARK_REFUNDED_ACTION,
  asksForNote,
  asksForProposalNote,
  BREAK_ACTIONS,
  CORRECT_BREAK_ACTION,
  OTHER_METHOD_ACTION,
  buildActionRequest,
  initialActionValues,
  needsBankAccount,
  serverActionErrors,
  type ActionFormField,
  type ActionFormValues,
} from '../api/attention-action-form';
import { TextArea } from '@/components/ui/text-area';
import { accountName } from '../api/reconciliation';

const ACTION_FAILED = 'The action could not be done. Please try again.';

/** An action an operator picked on one item. */
export type ActionTarget = { item: AttentionItem; action: AttentionAction };

type AttentionActionDialogProps = {
  /** What to confirm; null when the dialog is closed. */
  target: ActionTarget | null;
  onClose: () => void;
};

/**
 * Confirms an action with the server's own words for it, asking first for what it needs (where
 * to pay the recipient instead, what was refunded outside the app), then sends it once.
 */
export function AttentionActionDialog({ target, onClose }: AttentionActionDialogProps) {
  if (!target) return null;
  // A new target starts from an empty form.
  return (
    <ActionDialog
      key={`${target.item.key}/${target.action.name}`}
      item={target.item}
      action={target.action}
      onClose={onClose}
    />
  );
}

function ActionDialog({ item, action, onClose }: ActionTarget & { onClose: () => void }) {
  const [values, setValues] = useState<ActionFormValues>(() => initialActionValues(item));
  const [errors, setErrors] = useState<FieldErrors<ActionFormField>>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Set before the first await, so a second click in the same instant finds it (state would not yet).
  const sending = useRef(false);
  const performAttentionAction = useAttentionAction();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();

  const alternative = item.alternatives.find((option) => option.method === values.deliveryMethod);
  const shownFields = fieldsShown(action, needsBankAccount(alternative));
  const unavailable = action.name === OTHER_METHOD_ACTION && item.alternatives.length === 0;

  function change(field: ActionFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const built = buildActionRequest(item, action, values);
    setRefusal(undefined);
    if (built.errors) {
      setErrors(built.errors);
      focusFirstError(form, ACTION_FORM_FIELDS, built.errors);
      return;
    }

    sending.current = true;
    setBusy(true);
    setErrors({});
    try {
      const { outcome, message } = await performAttentionAction(built.request);
      // A four-eyes action is proposed (202): nothing is done until another operator approves it.
      const title = outcome === WAITING_FOR_APPROVAL ? 'Waiting for approval' : outcome === 'already_done' ? 'Already done' : 'Done';
      toast({ title, description: message });
      onClose();
    } catch (error) {
      sending.current = false;
      setBusy(false);
      if (isAttentionGone(error)) {
        toast({ title: 'Already handled', description: errorMessage(error, 'Another operator handled this item.') });
        onClose();
        return;
      }
      // Refused: the item stays open here so the operator reads why (and corrects a field).
      const fields = pickFields(serverActionErrors(error), shownFields);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstError(form, ACTION_FORM_FIELDS, fields);
        return;
      }
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        setRefusal(errorMessage(error, ACTION_FAILED));
        return;
      }
      onAdminError(error);
      toast({ title: 'Error', description: errorMessage(error, ACTION_FAILED), variant: 'destructive' });
    }
  }

  return (
    <Dialog
      open
      role="alertdialog"
      title={action.label}
      description={action.confirm}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={action.label} className="space-y-5">
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700">
            {refusal}
          </p>
        )}
        {needsApproval(action.name) && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
            Another operator must approve this before anything is done.
          </p>
        )}
        {action.name === OTHER_METHOD_ACTION &&
          (unavailable ? (
            <p className="text-sm text-slate-600">The recipient&apos;s country offers no other delivery method.</p>
          ) : (
            <>
              <SelectField
                label="Delivery method"
                name="deliveryMethod"
                options={item.alternatives.map((option) => ({ value: option.method, label: option.label }))}
                error={errors.deliveryMethod}
                value={values.deliveryMethod}
                onChange={(event) => change('deliveryMethod', event.target.value)}
              />
              {needsBankAccount(alternative) && (
                <>
                  <SelectField
                    label="Bank"
                    name="bankId"
                    options={[
                      { value: '', label: 'Choose a bank' },
                      ...(alternative?.banks ?? []).map((bank) => ({ value: String(bank.id), label: bank.name })),
                    ]}
                    error={errors.bankId}
                    value={values.bankId}
                    onChange={(event) => change('bankId', event.target.value)}
                  />
                  <Input
                    label="Account number"
                    name="accountNumber"
                    inputMode="numeric"
                    autoComplete="off"
                    spellCheck={false}
                    hint="8 to 16 digits"
                    error={errors.accountNumber}
                    value={values.accountNumber}
                    onChange={(event) => change('accountNumber', event.target.value)}
                  />
                </>
              )}
            </>
          ))}
        {action.name === CORRECT_BREAK_ACTION && (
          <>
            {(['debit', 'credit'] as const).map((side) => (
              <SelectField
                key={side}
                label={side === 'debit' ? 'Debit' : 'Credit'}
                name={side}
                options={[
                  { value: '', label: `Choose the account to ${side}` },
                  ...(item.reconciliationBreak?.correctionAccounts ?? []).map((code) => ({ value: code, label: accountName(code) })),
                ]}
                error={errors[side]}
                value={values[side]}
                onChange={(event) => change(side, event.target.value)}
              />
            ))}
            <Input
              label={`Amount (${item.reconciliationBreak?.currency ?? 'USD'})`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              error={errors.amount}
              value={values.amount}
              onChange={(event) => change('amount', event.target.value)}
            />
          </>
        )}
        {asksForNote(action) && (
          <TextArea
            label="Note"
            name="note"
            aria-required="true"
            placeholder={
              BREAK_ACTIONS.includes(action.name as never)
                ? 'Charge made from the Stripe dashboard for a test'
                : action.name === MARK_REFUNDED_ACTION
                  ? 'Refunded by cheque 1042'
                  : 'Recovered from the partner, reversal ref 7731'
            }
            hint={BREAK_ACTIONS.includes(action.name as never) ? 'Why, for the record.' : 'What was done outside the app, for the record.'}
            error={errors.note}
            value={values.note}
            onChange={(event) => change('note', event.target.value)}
          />
        )}
        {asksForProposalNote(action) && (
          <TextArea
            label="Why (for the approving operator)"
            name="proposalNote"
            aria-required="true"
            placeholder={
              action.name === OTHER_METHOD_ACTION
                ? 'The wallet is barred; the sender gave this bank account by phone'
                : 'Date of birth differs from the listed person'
            }
            error={errors.proposalNote}
            value={values.proposalNote}
            onChange={(event) => change('proposalNote', event.target.value)}
          />
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} disabled={unavailable}>
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The fields the form shows for `action`, so a server message about another one is not lost. */
function fieldsShown(action: AttentionAction, bankAccount: boolean): readonly ActionFormField[] {
  if (action.name === CORRECT_BREAK_ACTION) return ['debit', 'credit', 'amount', 'note'];
  if (asksForNote(action)) return ['note'];
  if (action.name === OTHER_METHOD_ACTION) {
    return bankAccount ? ['deliveryMethod', 'bankId', 'accountNumber', 'proposalNote'] : ['deliveryMethod', 'proposalNote'];
  }
  if (asksForProposalNote(action)) return ['proposalNote'];
  return [];
}

function pickFields(
  errors: FieldErrors<ActionFormField>,
  fields: readonly ActionFormField[],
): FieldErrors<ActionFormField> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => (fields as readonly string[]).includes(field)));
}
