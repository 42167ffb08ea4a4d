import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'brand';

const tones: Record<BadgeTone, string> = {
  success: 'bg-green-100 text-green-800 ring-green-600/20',
  warning: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  danger: 'bg-red-100 text-red-800 ring-red-600/20',
  info: 'bg-sky-100 text-sky-800 ring-sky-600/20',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  brand: 'bg-brand-50 text-brand-700 ring-brand-600/20',
};

type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone };

/** A small pill; `data-tone` names its colour for tests and styling hooks. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
