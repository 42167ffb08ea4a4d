import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { HEALTH_COMPONENTS, useSystemHealth, type ComponentHealth } from '../api/admin-health';

/** Each component's real state from `GET /api/admin/health` (ENGINEERING.md departs from the spec's fixed badges). */
export function SystemHealthCard() {
  const { data: health, error, isValidating, mutate } = useSystemHealth();
  const known = new Set<string>(HEALTH_COMPONENTS.map((component) => component.key));
  const extra = health ? Object.keys(health).filter((key) => !known.has(key)) : [];

  return (
    <Card className="p-6">
      <section aria-labelledby="system-health" aria-busy={isValidating || undefined}>
        <div className="flex items-center justify-between gap-3">
          <h2 id="system-health" className="text-lg font-semibold text-slate-900">
            System Health
          </h2>
          <Button variant="ghost" size="sm" busy={isValidating} onClick={() => void mutate()}>
            Check again
          </Button>
        </div>
        {error && !health ? (
          <p role="alert" className="mt-4 text-sm text-slate-600">
            We could not check the system health.
          </p>
        ) : !health ? (
          <Spinner label="Checking system health" className="py-10" />
        ) : (
          <dl className="mt-4 divide-y divide-slate-100">
            {HEALTH_COMPONENTS.map((component) => (
              <HealthRow
                key={component.key}
                label={component.label}
                upLabel={component.upLabel}
                health={health[component.key]}
              />
            ))}
            {extra.map((key) => (
              <HealthRow key={key} label={key} upLabel="Operational" health={health[key]} />
            ))}
          </dl>
        )}
      </section>
    </Card>
  );
}

type HealthRowProps = { label: string; upLabel: string; health: ComponentHealth | undefined };

function HealthRow({ label, upLabel, health }: HealthRowProps) {
  const status = health?.status;
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm">
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="flex flex-col items-end gap-1 text-right">
        {status === 'up' ? (
          <Badge tone="success" data-status="up">
            {upLabel}
          </Badge>
        ) : status === 'down' ? (
          <Badge tone="danger" data-status="down">
            Down
          </Badge>
        ) : (
          <Badge tone="neutral" data-status={status ?? 'unknown'}>
            {status || 'Unknown'}
          </Badge>
        )}
        {status !== 'up' && health?.detail && <span className="text-xs text-slate-500">{health.detail}</span>}
      </dd>
    </div>
  );
}
