import { useId, type ComponentProps } from 'react';
import { countries } from '@/config/countries';
import { cn } from '@/lib/cn';

type CountrySelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  error?: string;
  /** Show each country's flag before its name. */
  withFlags?: boolean;
};

/** A labelled select of the four destination countries (option values eritrea, ethiopia, ...). */
export function CountrySelect({ label, error, withFlags = false, id, className, ...props }: CountrySelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const noteId = error ? `${selectId}-note` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        className={cn(
          'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm',
          'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
          error ? 'border-red-500' : 'border-slate-300',
          className,
        )}
        {...props}
      >
        {countries.map((country) => (
          <option key={country.value} value={country.value}>
            {withFlags ? `${country.flag} ${country.label}` : country.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={noteId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
