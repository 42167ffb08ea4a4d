import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonStyleProps } from './button-styles';

type ButtonProps = ComponentProps<'button'> &
  ButtonStyleProps & {
    /** Work is under way: the button shows a spinner and cannot be pressed again. */
    busy?: boolean;
  };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  busy = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}
