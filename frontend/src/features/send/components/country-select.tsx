import { useId, type ComponentProps } from 'react';
import { countries } from '@/config/countries';
import { cn } from '@/lib/cn';

type CountrySelectProps = Omit<ComponentProps<'select'>, 'children'> & { label: string; error?: string };

/** The four destination countries, each with its flag. */
export function CountrySelect({ label, error, className, ...props }: CountrySelectProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
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
            {`${country.flag} ${country.label}`}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
