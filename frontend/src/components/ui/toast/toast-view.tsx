import { cn } from '@/lib/cn';
import { m, useTranslateIfId } from '@/lib/i18n/messages';
import { XIcon } from '../icons';
import type { ToastInput } from './toast-context';

type ToastViewProps = { toast: ToastInput; onDismiss: () => void };

export function ToastView({ toast, onDismiss }: ToastViewProps) {
  const destructive = toast.variant === 'destructive';
  // A toast's title and description may be message ids (m('...')): shown in the language showing.
  const translate = useTranslateIfId();
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
        destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{translate(toast.title)}</p>
        {toast.description && (
          <p className={cn('mt-1 text-sm', destructive ? 'text-red-50' : 'text-slate-600')}>
            {translate(toast.description)}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={translate(m('common.dismissNotification'))}
        className={cn(
          'rounded-md p-1 focus-visible:outline-2',
          destructive ? 'text-red-50 hover:bg-red-800' : 'text-slate-500 hover:bg-slate-100',
        )}
      >
        <XIcon className="size-4" />
      </button>
    </div>
  );
}
