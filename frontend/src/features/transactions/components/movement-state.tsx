import { cn } from '@/lib/cn';
import type { StateTone } from '../api/money-movements';
import { formatDateTime } from '../api/transfer-events';

const dotClass: Record<StateTone, string> = {
  progress: 'bg-amber-500',
  success: 'bg-green-600',
  problem: 'bg-red-600',
  ended: 'bg-slate-400',
};

/** A payout's or refund's state in words, with a coloured dot beside them, and since when it stands. */
export function MovementState({ tone, text, since }: { tone: StateTone; text: string; since: string }) {
  return (
    <>
      <p className="mt-1 flex items-start gap-2 text-sm font-medium text-slate-800" data-tone={tone}>
        <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', dotClass[tone])} />
        <span className="min-w-0 break-words">{text}</span>
      </p>
      <p className="mt-0.5 pl-4 text-sm text-slate-500">
        <time dateTime={since}>{formatDateTime(since)}</time>
      </p>
    </>
  );
}
