import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled textarea styled like `Input`; the hint or error is announced with the field. */
export function TextAreaField({ label, hint, error, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const note = error ?? hint;
  const noteId = note ? `${fieldId}-note` : undefined;

  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        className={cn(
          'block min-h-24 w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
          'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
          error ? 'border-red-500' : 'border-slate-300',
          className,
        )}
        {...props}
      />
      {note && (
        <p id={noteId} className={cn('text-sm', error ? 'text-red-600' : 'text-slate-500')}>
          {note}
        </p>
      )}
    </div>
  );
}
