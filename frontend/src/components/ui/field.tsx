import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslateIfId } from '@/lib/i18n/messages';

/** What a labelled control needs to be announced with its label and its hint or error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  /** Renders the control with the props that tie it to the label and the note. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, a control, and the hint or error under it (announced with the control). */
export function Field({ label, hint, error, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  // A zod message given as a message id (m('validation...')) shows in the language showing.
  const translate = useTranslateIfId();
  const note = translate(error ?? hint);
  const noteId = note ? `${controlId}-note` : undefined;

  return (
    <div className="space-y-1.5">
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': noteId })}
      {note && (
        <p id={noteId} className={cn('text-sm', error ? 'text-red-600' : 'text-slate-500')}>
          {note}
        </p>
      )}
    </div>
  );
}

/** The look every text control shares; the border turns red with an error. */
export function fieldControlClass(error: string | undefined, shape: string, className?: string): string {
  return cn(
    'block w-full rounded-lg border bg-white text-sm text-slate-900 shadow-sm',
    'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
    // Read-only (the sender's own details on the send screen): plainly not a field to type in.
    'read-only:cursor-default read-only:border-slate-200 read-only:bg-slate-50 read-only:text-slate-600 read-only:shadow-none',
    shape,
    error ? 'border-red-500' : 'border-slate-300',
    className,
  );
}
