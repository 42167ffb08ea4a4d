import { cn } from '@/lib/cn';
import type { Screening } from '../api/admin-attention';

const PARTY_LABELS: Record<string, string> = { sender: 'Sender', recipient: 'Recipient' };

/** A screening hold: each name as screened, and the SDN entries it likely is (the name or alias that matched, score, programs). */
export function ScreeningDetails({ screening, className }: { screening: Screening; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm', className)} aria-label="Sanctions screening">
      {screening.names.map((screened) => (
        <li key={screened.party}>
          <p>
            <span className="text-slate-500">{PARTY_LABELS[screened.party] ?? screened.party}:</span>{' '}
            <span className="font-medium text-slate-900">{screened.name}</span>
            {screened.matches.length === 0 && <span className="text-slate-500"> — no match</span>}
          </p>
          {screened.matches.map((match) => (
            <p key={match.entNum} className="ml-3 text-slate-700" data-testid="screening-match">
              Listed: <span className="font-medium">{match.listedName}</span>
              {match.via === 'alias' && <> (as {match.matchedName})</>} · SDN {match.entNum} · {match.type} ·{' '}
              {match.programs.join(', ') || 'no program'} · score {Math.round(match.score * 100)}%
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
