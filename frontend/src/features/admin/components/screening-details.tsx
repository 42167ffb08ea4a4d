import { cn } from '@/lib/cn';
import type { Screening } from '../api/admin-attention';

const PARTY_LABELS: Record<string, string> = { sender: 'Sender', recipient: 'Recipient', account_holder: 'Account holder (payout partner)' };

/**
 * A screening hold: each name as screened, and the SDN entries it likely is (the name or alias
 * that matched, score, programs). Held because no list was loaded, it says so: the names were
 * not screened at all, which is not "no match".
 */
export function ScreeningDetails({ screening, className }: { screening: Screening; className?: string }) {
  const noList = screening.reason === 'no_list';
  return (
    <div className={cn('space-y-2 text-sm', className)}>
      {noList && (
        <p className="font-medium text-red-700" data-testid="screening-no-list">
          No sanctions list loaded: screening could not run
        </p>
      )}
      <ul className="space-y-2" aria-label="Sanctions screening">
        {screening.names.map((screened) => (
          <li key={screened.party}>
            <p>
              <span className="text-slate-500">{PARTY_LABELS[screened.party] ?? screened.party}:</span>{' '}
              <span className="font-medium text-slate-900">{screened.name}</span>
              {screened.matches.length === 0 && <span className="text-slate-500">{noList ? ' — not screened' : ' — no match'}</span>}
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
    </div>
  );
}
