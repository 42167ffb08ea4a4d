import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The alerting rules as Prometheus reads them. */
export interface AlertRules {
  groups: { name: string; rules: { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> }[] }[];
}

export const ALERTS_FILE = 'ops/prometheus/alerts.yml';
export const DASHBOARD_FILE = 'ops/grafana/dashboards/remit-operations.json';

export function alertRules(): AlertRules {
  return parse(readFileSync(ALERTS_FILE, 'utf8')) as AlertRules;
}

/** Every PromQL expression of the dashboard's panels. */
export function dashboardExpressions(): string[] {
  const dashboard = JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as { panels: { targets: { expr: string }[] }[] };
  return dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
}

/** The metric names an expression reads (ours and Node's: remit_, process_, nodejs_), histogram suffixes removed. */
export function metricNames(expr: string): string[] {
  return [...new Set([...expr.matchAll(/\b((?:remit|process|nodejs)_[a-z0-9_]+)/g)].map(([, name]) => name.replace(/_(bucket|sum|count)$/, '')))];
}
