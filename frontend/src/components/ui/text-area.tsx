import type { ComponentProps } from 'react';
import { Field, fieldControlClass } from './field';

type TextAreaProps = ComponentProps<'textarea'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled textarea styled like `Input`; the hint or error is announced with the field. */
export function TextArea({ label, hint, error, id, className, ...props }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <textarea {...control} className={fieldControlClass(error, 'min-h-24 px-3 py-2', className)} {...props} />}
    </Field>
  );
}
