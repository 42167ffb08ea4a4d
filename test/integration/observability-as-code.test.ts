import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ALERTS_FILE, alertRules } from '../support/observability-files.js';

/** promtool ships with Debian's prometheus package (`apt-get install prometheus`). */
const promtool = spawnSync('promtool', ['--version']).status === 0;
const docker = spawnSync('docker', ['compose', 'version']).status === 0;

describe('alerting rules', () => {
  (promtool ? it : it.skip)('pass promtool check rules', () => {
    expect(execFileSync('promtool', ['check', 'rules', ALERTS_FILE], { encoding: 'utf8' })).toMatch(/SUCCESS: \d+ rules found/);
  });
  if (!promtool) it('are checked by promtool where it is installed (apt-get install prometheus): skipped here', () => undefined);

  it('each have a severity, a summary and a runbook section in docs/operations.md', () => {
    const runbooks = readFileSync('docs/operations.md', 'utf8');
    const rules = alertRules().groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThanOrEqual(12);
    for (const rule of rules) {
      expect([rule.alert, rule.labels?.severity]).toEqual([rule.alert, expect.stringMatching(/^(page|ticket)$/)]);
      expect([rule.alert, rule.annotations?.summary]).toEqual([rule.alert, expect.any(String)]);
      expect([rule.alert, rule.annotations?.description]).toEqual([rule.alert, expect.stringContaining(`docs/operations.md#${rule.alert.toLowerCase()}`)]);
      expect([rule.alert, runbooks.includes(`### ${rule.alert}\n`)]).toEqual([rule.alert, true]);
    }
  });
});

describe('docker compose --profile observability', () => {
  /** Without docker here, the file's structure is checked instead of `docker compose config`. */
  const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, { profiles?: string[]; volumes?: string[]; image?: string; command?: string[] }> };

  (docker ? it : it.skip)('is valid for docker compose config', () => {
    execFileSync('docker', ['compose', '--profile', 'observability', 'config', '--quiet']);
  });

  it('adds Prometheus, Grafana and an OpenTelemetry collector, each with the files it mounts present', () => {
    const observability = Object.entries(compose.services).filter(([, service]) => service.profiles?.includes('observability'));
    expect(observability.map(([name]) => name).sort()).toEqual(['grafana', 'otel-collector', 'prometheus']);
    for (const [, service] of observability) {
      expect(service.image).toMatch(/^[a-z/-]+:[\w.-]+$/);
      for (const volume of service.volumes ?? []) expect([volume, existsSync(volume.split(':')[0])]).toEqual([volume, true]);
    }
    const prometheus = parse(readFileSync('ops/prometheus/prometheus.yml', 'utf8')) as { rule_files: string[]; scrape_configs: { job_name: string; authorization?: { credentials_file?: string } }[] };
    expect(prometheus.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    expect(prometheus.scrape_configs.map((c) => [c.job_name, c.authorization?.credentials_file])).toEqual([
      ['remit-api', '/etc/prometheus/metrics-token'],
      ['remit-worker', '/etc/prometheus/metrics-token'],
    ]);
  });

  it('starts the api and the worker with the tracing preload, and the token Prometheus presents', () => {
    expect(compose.services.api.command?.slice(0, 3)).toEqual(['node', '--import', './dist/src/tracing/preload.js']);
    expect(compose.services.worker.command?.slice(0, 3)).toEqual(['node', '--import', './dist/src/tracing/preload.js']);
    const raw = parse(readFileSync('docker-compose.yml', 'utf8')) as { 'x-app-environment': Record<string, string> };
    expect(raw['x-app-environment'].METRICS_TOKEN).toBe(readFileSync('ops/prometheus/metrics-token', 'utf8').trim());
  });
});
