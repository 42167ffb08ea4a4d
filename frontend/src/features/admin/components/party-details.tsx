import { cn } from '@/lib/cn';
import { MISSING_TEXT, PARSE_ERROR_TEXT, partyName, type ParsedPartyInfo } from '../api/party-info';
import { DetailList, DetailRow } from './admin-table';

/** A sender's or recipient's name in a table cell: "N/A" in grey, "Parse Error" in red. */
export function PartyName({ info, className }: { info: ParsedPartyInfo; className?: string }) {
  return (
    <span
      className={cn(
        info === 'missing' && 'text-slate-500',
        info === 'unparseable' && 'font-medium text-red-600',
        info !== 'missing' && info !== 'unparseable' && 'font-medium text-slate-900',
        className,
      )}
    >
      {partyName(info)}
    </span>
  );
}

/** The sender or recipient section of a transfer's details. */
export function PartyDetails({ title, info }: { title: string; info: ParsedPartyInfo }) {
  return (
    <section aria-label={title} className="rounded-xl bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {info === 'missing' || info === 'unparseable' ? (
        <p className={cn('mt-2 text-sm', info === 'unparseable' ? 'text-red-600' : 'text-slate-500')}>
          {info === 'unparseable' ? PARSE_ERROR_TEXT : MISSING_TEXT}
        </p>
      ) : (
        <DetailList className="mt-1">
          <DetailRow label="Name">{partyName(info)}</DetailRow>
          <DetailRow label="Phone">{info.phone ?? MISSING_TEXT}</DetailRow>
          {info.email !== undefined && <DetailRow label="Email">{info.email}</DetailRow>}
        </DetailList>
      )}
    </section>
  );
}
