import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type InputProps = ComponentProps<'input'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled text input; the hint or error is announced with the field. */
export function Input({ label, hint, error, id, className, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const note = error ?? hint;
  const noteId = note ? `${inputId}-note` : undefined;

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        className={cn(
          'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm',
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
