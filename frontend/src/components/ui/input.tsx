import type { ComponentProps } from 'react';
import { Field, fieldControlClass } from './field';

type InputProps = ComponentProps<'input'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled text input; the hint or error is announced with the field. */
export function Input({ label, hint, error, id, className, ...props }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <input {...control} className={fieldControlClass(error, 'h-10 px-3', className)} {...props} />}
    </Field>
  );
}
