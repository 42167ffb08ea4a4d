import { useState, type ComponentProps } from 'react';
import { m, useTranslateIfId } from '@/lib/i18n/messages';
import { Field, fieldControlClass } from './field';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A password field with a Show/Hide button, so a sender on a phone can check what they typed. */
export function PasswordInput({ label, hint, error, id, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const translate = useTranslateIfId();
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={fieldControlClass(error, 'h-10 pl-3 pr-16', className)}
            {...props}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 rounded-r-lg px-3 text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-controls={control.id}
            aria-pressed={visible}
            aria-label={translate(visible ? m('common.hideField') : m('common.showField'), { field: label.toLowerCase() })}
            onClick={() => setVisible((shown) => !shown)}
          >
            {translate(visible ? m('common.hide') : m('common.show'))}
          </button>
        </div>
      )}
    </Field>
  );
}
