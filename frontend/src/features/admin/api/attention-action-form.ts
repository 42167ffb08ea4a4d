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

/** Whether `action` records, in a note, what was done outside the app. */
export function asksForNote(action: Pick<AttentionAction, 'name'>): boolean {
  return action.name === MARK_REFUNDED_ACTION || action.name === RESOLVE_ALERT_ACTION;
}

/** The one method whose destination is a bank and an account number. */
const BANK_METHOD = 'bank_account';

export type ActionFormField = 'deliveryMethod' | 'bankId' | 'accountNumber' | 'note';

/** What the fields hold while typing. */
export type ActionFormValues = Record<ActionFormField, string>;

export const ACTION_FORM_FIELDS: readonly ActionFormField[] = ['deliveryMethod', 'bankId', 'accountNumber', 'note'];

export const NOTE_MAX_LENGTH = 500;

const noteSchema = z
  .string()
  .trim()
  .min(3, 'Say what was done outside the app (at least 3 characters)')
  .max(NOTE_MAX_LENGTH, `Keep the note to ${NOTE_MAX_LENGTH} characters or fewer`);

const accountNumberSchema = z.string().regex(/^\d{8,16}$/, 'Account number must be 8 to 16 digits');

/** The form's starting values: the first other method is preselected. */
export function initialActionValues(item: AttentionItem): ActionFormValues {
  return { deliveryMethod: item.alternatives[0]?.method ?? '', bankId: '', accountNumber: '', note: '' };
}

/** Whether paying by `method` needs a bank and an account number. */
export function needsBankAccount(alternative: PayoutAlternative | undefined): boolean {
  return alternative?.method === BANK_METHOD;
}

/** Spaces people type or paste in an account number ("1000 2345 6789") are not part of it. */
export function normalizeAccountNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

type Built =
  | { request: AttentionActionRequest; errors?: undefined }
  | { request?: undefined; errors: FieldErrors<ActionFormField> };

/**
 * The request for `action` on `item`, or the messages for what must be fixed first: the note
 * of `mark_refunded` and `resolve_alert` (3 to 500 characters), and for `retry_payout_other_method` a method the
 * item offers and, for a bank account, one of its banks and an account number of 8 to 16 digits.
 */
export function buildActionRequest(item: AttentionItem, action: AttentionAction, values: ActionFormValues): Built {
  const base = { key: item.key, action: action.name };
  if (asksForNote(action)) {
    const note = noteSchema.safeParse(values.note);
    if (!note.success) return { errors: { note: note.error.issues[0]?.message } };
    return { request: { ...base, note: note.data } };
  }
  if (action.name === OTHER_METHOD_ACTION) {
    const alternative = item.alternatives.find((option) => option.method === values.deliveryMethod);
    if (!alternative) return { errors: { deliveryMethod: 'Choose how the recipient should be paid' } };
    if (!needsBankAccount(alternative)) {
      return { request: { ...base, destination: { deliveryMethod: alternative.method } } };
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
    if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
    return { request: { ...base, destination: { deliveryMethod: alternative.method, ...parsed.data } } };
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
    const name = field === 'destination' ? 'deliveryMethod' : field.replace(/^destination\./, '');
    if ((ACTION_FORM_FIELDS as readonly string[]).includes(name) && !(name in errors)) {
      errors[name as ActionFormField] = message;
    }
  }
  return errors;
}
