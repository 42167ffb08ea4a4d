import { cn } from '@/lib/cn';
import { m, useTranslateIfId } from '@/lib/i18n/messages';

export function Spinner({ label = m('common.loading') as string, className }: { label?: string; className?: string }) {
  const translate = useTranslateIfId();
  return (
    <div role="status" className={cn('flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="sr-only">{translate(label)}</span>
    </div>
  );
}
