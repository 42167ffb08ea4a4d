import { z } from 'zod';
import { serverFieldErrors } from '@/lib/api-error';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form';
import type {
  AttentionAction,
  AttentionActionName,
  AttentionActionRequest,
  AttentionItem,
  PayoutAlternative,
} from './admin-attention';

/** The action that pays the recipient by another method: it asks where to. */
export const OTHER_METHOD_ACTION: AttentionActionName = 'retry_payout_other_method';
/** The action that records a refund made outside the app: it asks what was done. */
export const MARK_REFUNDED_ACTION: AttentionActionName = 'mark_refunded';
/** The action that closes a money alert once settled outside the app: it asks how. */
export const RESOLVE_ALERT_ACTION: AttentionActionName = 'resolve_alert';

/** The action that releases a sanctions hold. */
export const RELEASE_SCREENING_ACTION: AttentionActionName = 'release_screening';

/**
 * The four-eyes actions (issue #25) whose form asks why, for the operator who approves them:
 * another method and a screening release. `mark_refunded` asks for its own note, which the
 * server takes as the proposal's when no other is sent.
 */
export function asksForProposalNote(action: Pick<AttentionAction, 'name'>): boolean {
  return action.name === OTHER_METHOD_ACTION || action.name === RELEASE_SCREENING_ACTION;
}

/** A reconciliation break's actions: each asks why in a note; a correction asks for its accounts and amount too. */
export const BREAK_ACTIONS: readonly AttentionActionName[] = ['explain_break', 'correct_break', 'escalate_break'];
export const CORRECT_BREAK_ACTION: AttentionActionName = 'correct_break';

/** Whether `action` records, in a note, what was done outside the app (or why a break is as it is). */
export function asksForNote(action: Pick<AttentionAction, 'name'>): boolean {
  return action.name === MARK_REFUNDED_ACTION || action.name === RESOLVE_ALERT_ACTION || BREAK_ACTIONS.includes(action.name as AttentionActionName);
}

/** The one method whose destination is a bank and an account number. */
const BANK_METHOD = 'bank_account';

export type ActionFormField = 'deliveryMethod' | 'bankId' | 'accountNumber' | 'note' | 'debit' | 'credit' | 'amount' | 'proposalNote';

/** What the fields hold while typing. */
export type ActionFormValues = Record<ActionFormField, string>;

export const ACTION_FORM_FIELDS: readonly ActionFormField[] = ['deliveryMethod', 'bankId', 'accountNumber', 'debit', 'credit', 'amount', 'note', 'proposalNote'];

export const NOTE_MAX_LENGTH = 500;

const noteSchema = z
  .string()
  .trim()
  .min(3, 'Say what was done outside the app (at least 3 characters)')
  .max(NOTE_MAX_LENGTH, `Keep the note to ${NOTE_MAX_LENGTH} characters or fewer`);

const breakNoteSchema = z
  .string()
  .trim()
  .min(3, 'Say why, for the record (at least 3 characters)')
  .max(NOTE_MAX_LENGTH, `Keep the note to ${NOTE_MAX_LENGTH} characters or fewer`);

const proposalNoteSchema = z
  .string()
  .trim()
  .min(3, 'Say why, for the operator who approves it (at least 3 characters)')
  .max(NOTE_MAX_LENGTH, `Keep the note to ${NOTE_MAX_LENGTH} characters or fewer`);

const accountNumberSchema = z.string().regex(/^\d{8,16}$/, 'Account number must be 8 to 16 digits');

/**
 * The form's starting values: the first other method is preselected; a break's correction
 * proposes to park its difference in suspense (money the provider holds that the books lack:
 * Dr the provider's account, Cr suspense; the other way round when the books hold more).
 */
export function initialActionValues(item: AttentionItem): ActionFormValues {
  const brk = item.reconciliationBreak;
  const provider = brk?.correctionAccounts[0] ?? '';
  const other = brk?.correctionAccounts.includes('reconciliation_suspense') ? 'reconciliation_suspense' : (brk?.correctionAccounts[1] ?? '');
  const more = (brk?.difference ?? 0) >= 0;
  return {
    deliveryMethod: item.alternatives[0]?.method ?? '',
    bankId: '',
    accountNumber: '',
    note: '',
    proposalNote: '',
    debit: more ? provider : other,
    credit: more ? other : provider,
    amount: brk ? Math.abs(brk.difference).toFixed(2) : '',
  };
}

/** Whether paying by `method` needs a bank and an account number. */
export function needsBankAccount(alternative: PayoutAlternative | undefined): boolean {
  return alternative?.method === BANK_METHOD;
}

/** Spaces people type or paste in an account number ("1000 2345 6789") are not part of it. */
export function normalizeAccountNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The request as sent; a four-eyes action carries why, for the operator who approves it. */
export type ActionRequest = AttentionActionRequest & { proposalNote?: string };

type Built =
  | { request: ActionRequest; errors?: undefined }
  | { request?: undefined; errors: FieldErrors<ActionFormField> };

/**
 * The request for `action` on `item`, or the messages for what must be fixed first: the note
 * of `mark_refunded` and `resolve_alert` (3 to 500 characters), and for `retry_payout_other_method` a method the
 * item offers and, for a bank account, one of its banks and an account number of 8 to 16 digits.
 * `retry_payout_other_method` and `release_screening` need a second operator's approval: they
 * ask why (`proposalNote`, 3 to 500 characters).
 */
export function buildActionRequest(item: AttentionItem, action: AttentionAction, values: ActionFormValues): Built {
  const base = { key: item.key, action: action.name };
  if (action.name === CORRECT_BREAK_ACTION) {
    const accounts = item.reconciliationBreak?.correctionAccounts ?? [];
    const schema = z
      .object({
        debit: z.string().refine((code) => accounts.includes(code), 'Choose the account to debit'),
        credit: z.string().refine((code) => accounts.includes(code), 'Choose the account to credit'),
        amount: z
          .string()
          .trim()
          .regex(/^\d+(\.\d{1,2})?$/, 'Give the amount as a number, to the cent at most')
          .transform(Number)
          .refine((amount) => amount > 0, 'The amount must be more than zero'),
        note: breakNoteSchema,
      })
      .refine((form) => form.debit !== form.credit, { path: ['credit'], message: 'Debit and credit two different accounts' });
    const parsed = schema.safeParse(values);
    if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
    const { debit, credit, amount, note } = parsed.data;
    return { request: { ...base, note, correction: { debit, credit, amount } } };
  }
  if (asksForNote(action)) {
    const note = (BREAK_ACTIONS.includes(action.name as AttentionActionName) ? breakNoteSchema : noteSchema).safeParse(values.note);
    if (!note.success) return { errors: { note: note.error.issues[0]?.message } };
    return { request: { ...base, note: note.data } };
  }
  // Four eyes: why, for the operator who approves it.
  const proposal = asksForProposalNote(action) ? proposalNoteSchema.safeParse(values.proposalNote) : null;
  const proposalErrors: FieldErrors<ActionFormField> = proposal && !proposal.success ? { proposalNote: proposal.error.issues[0]?.message } : {};
  const proposalNote = proposal?.success ? { proposalNote: proposal.data } : {};
  if (action.name === OTHER_METHOD_ACTION) {
    const alternative = item.alternatives.find((option) => option.method === values.deliveryMethod);
    if (!alternative) return { errors: { deliveryMethod: 'Choose how the recipient should be paid', ...proposalErrors } };
    if (!needsBankAccount(alternative)) {
      if (!proposal?.success) return { errors: proposalErrors };
      return { request: { ...base, destination: { deliveryMethod: alternative.method }, ...proposalNote } };
    }

    const bankIds = (alternative.banks ?? []).map((bank) => String(bank.id));
    const schema = z.object({
      bankId: z.string().refine((id) => bankIds.includes(id), "Choose the recipient's bank"),
      accountNumber: accountNumberSchema,
    });
    const parsed = schema.safeParse({
      bankId: values.bankId,
      accountNumber: normalizeAccountNumber(values.accountNumber),
    });
    if (!parsed.success) return { errors: { ...fieldErrorsOf(parsed.error), ...proposalErrors } };
    if (!proposal?.success) return { errors: proposalErrors };
    return { request: { ...base, destination: { deliveryMethod: alternative.method, ...parsed.data }, ...proposalNote } };
  }
  if (proposal) {
    if (!proposal.success) return { errors: proposalErrors };
    return { request: { ...base, ...proposalNote } };
  }
  return { request: base };
}

/**
 * The server's messages for this form's fields: `destination.accountNumber` and `accountNumber`
 * name the same field, and `destination` as a whole is the method chosen.
 */
export function serverActionErrors(error: unknown): FieldErrors<ActionFormField> {
  const errors: FieldErrors<ActionFormField> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const name = field === 'destination' ? 'deliveryMethod' : field.replace(/^(destination|correction)\./, '');
    if ((ACTION_FORM_FIELDS as readonly string[]).includes(name) && !(name in errors)) {
      errors[name as ActionFormField] = message;
    }
  }
  return errors;
}
