import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { environmentSchema } from '../src/config/environment.schema.js';

/**
 * The sample Kubernetes manifests (deploy/kubernetes/*.yaml) against the Kubernetes API's own
 * schemas (the `kubernetes-models` package: validators generated from the Kubernetes OpenAPI
 * definitions, one module per apiVersion and kind), and against the product: the probes it
 * answers, the settings it knows, no provider sandbox.
 */
const FOLDER = join(import.meta.dirname, 'kubernetes');

/** A Kubernetes object as a manifest states it. */
interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: unknown;
  data?: Record<string, string>;
}

/** One object of the folder, with the file it is in. */
interface Manifest extends KubeObject {
  file: string;
}

interface Container {
  name: string;
  command?: string[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string }; tcpSocket?: { port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[] };
}

function manifests(): Manifest[] {
  return readdirSync(FOLDER)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(FOLDER, file), 'utf8')).map((document) => {
        if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
        return { ...(document.toJS() as KubeObject), file };
      }),
    );
}

/** The `kubernetes-models` class of an apiVersion and kind ("v1" is the core group); throws when Kubernetes has no such kind. */
async function modelOf(apiVersion: string, kind: string): Promise<new (data: unknown) => { validate(): void }> {
  const module = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<string, new (data: unknown) => { validate(): void }>;
  return module[kind];
}

/** Where a schema validation fails, or null when the object is valid. */
async function schemaProblem(manifest: KubeObject): Promise<string | null> {
  const { apiVersion, kind, ...data } = manifest;
  let Model: Awaited<ReturnType<typeof modelOf>>;
  try {
    Model = await modelOf(apiVersion, kind);
  } catch {
    return `no kind ${kind} in ${apiVersion}`;
  }
  try {
    new Model(data).validate();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const all = manifests();
const named = (kind: string, name: string) => all.find((m) => m.kind === kind && m.metadata.name === name);
const podTemplate = (manifest: KubeObject | undefined) => (manifest?.spec as { template: PodTemplate }).template;

describe('the sample Kubernetes manifests', () => {
  it('has the api Deployment and Service, the worker Deployment, the ConfigMap and the migration Job', () => {
    expect(all.map((m) => `${m.kind}/${m.metadata.name}`).sort()).toEqual(
      expect.arrayContaining(['ConfigMap/remit-config', 'Deployment/remit-api', 'Deployment/remit-worker', 'Job/remit-migrate', 'Service/remit-api']),
    );
  });

  it.each(all.map((manifest) => [`${manifest.file}: ${manifest.kind}/${manifest.metadata.name}`, manifest] as const))(
    '%s is valid against the Kubernetes schema',
    async (_, { file: _file, ...manifest }) => {
      expect(await schemaProblem(manifest)).toBeNull();
    },
  );

  it('the schema check fails a broken object: a misspelt kind, a probe without a handler port, a replica count as text', async () => {
    const api = named('Deployment', 'remit-api')!;
    const { file: _file, ...deployment } = structuredClone(api);
    expect(await schemaProblem({ ...deployment, kind: 'Deploymnet' })).toMatch(/no kind/);
    const broken = structuredClone(deployment);
    (broken.spec as { replicas: unknown }).replicas = 'three';
    expect(await schemaProblem(broken)).toMatch(/replicas must be integer/);
    const noPort = structuredClone(deployment);
    delete (podTemplate(noPort).spec.containers[0].readinessProbe!.httpGet as { port?: unknown }).port;
    expect(await schemaProblem(noPort)).toMatch(/port/);
  });

  it('routes traffic to an api by its readiness and restarts it by its liveness', () => {
    const [api] = podTemplate(named('Deployment', 'remit-api')).spec.containers;
    expect(api.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    expect(api.livenessProbe?.httpGet?.path).toBe('/api/health');
    const service = named('Service', 'remit-api')!.spec as { selector: Record<string, string> };
    expect(podTemplate(named('Deployment', 'remit-api')).metadata.labels).toMatchObject(service.selector);
  });

  it('runs the built api, worker and migration, each with requests and a memory limit', () => {
    const commands = Object.fromEntries(
      ['remit-api', 'remit-worker'].map((name) => [name, podTemplate(named('Deployment', name)).spec.containers[0].command?.at(-1)]),
    );
    expect(commands).toEqual({ 'remit-api': 'dist/src/main.js', 'remit-worker': 'dist/src/worker.js' });
    expect(podTemplate(named('Job', 'remit-migrate')).spec.containers[0].command).toContain('dist/src/database/migrate.cli.js');
    for (const manifest of all.filter((m) => ['Deployment', 'Job'].includes(m.kind))) {
      for (const container of podTemplate(manifest).spec.containers) {
        expect({ [container.name]: container.resources?.requests?.cpu && container.resources.requests.memory && container.resources.limits?.memory }).toEqual({
          [container.name]: expect.any(String),
        });
      }
    }
  });

  it('takes its settings from the ConfigMap and the Secret remit-secrets, whose keys secrets.env.example lists', () => {
    const secretKeys = readFileSync(join(FOLDER, 'secrets.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split('=')[0]);
    expect(secretKeys).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'ENCRYPTION_KEY', 'METRICS_TOKEN']));
    for (const manifest of all.filter((m) => ['Deployment', 'Job'].includes(m.kind))) {
      for (const container of podTemplate(manifest).spec.containers) {
        expect(container.envFrom).toEqual([{ configMapRef: { name: 'remit-config' } }, { secretRef: { name: 'remit-secrets' } }]);
      }
    }
    const settings = named('ConfigMap', 'remit-config')!.data as Record<string, string>;
    const known = new Set(Object.keys(environmentSchema.shape));
    const unknown = [...Object.keys(settings), ...secretKeys].filter((key) => !known.has(key) && !key.startsWith('OTEL_'));
    expect(unknown).toEqual([]);
    const mask = Object.fromEntries(Object.keys(settings).filter((key) => known.has(key)).map((key) => [key, true as const]));
    expect(environmentSchema.pick(mask as Partial<Record<keyof typeof environmentSchema.shape, true>>).safeParse(settings).error?.issues ?? []).toEqual([]);
  });

  it('has no provider sandbox: no sandbox image, setting or URL', () => {
    const text = readdirSync(FOLDER)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => readFileSync(join(FOLDER, file), 'utf8'))
      .join('\n');
    expect(text).not.toMatch(/SANDBOX_|sandbox\/src|:4010|target: sandbox/);
    expect(named('ConfigMap', 'remit-config')!.data).toMatchObject({ NODE_ENV: 'production' });
  });
});
