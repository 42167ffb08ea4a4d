import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslateIfId } from '@/lib/i18n/messages';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  /** Shown inside the field before the chosen option (a native option can hold text only). */
  leading?: ReactNode;
};

/** A labelled native select with an optional error note under it. */
export function SelectField({ label, options, error, leading, id, className, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const noteId = error ? `${selectId}-note` : undefined;
  // A zod message given as a message id (m('validation...')) shows in the language showing.
  const translate = useTranslateIfId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        {leading && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center">{leading}</span>}
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          className={cn(
            'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm',
            'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
            error ? 'border-red-500' : 'border-slate-300',
            leading ? 'pl-11' : undefined,
            className,
          )}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={noteId} className="text-sm text-red-600">
          {translate(error)}
        </p>
      )}
    </div>
  );
}
