import type { StartedTestContainer } from 'testcontainers';

export interface TestServices {
  /** A server URL (any database name) on which throwaway databases are created. */
  postgresServerUrl: string;
  redisUrl: string;
  /** Where they came from, for the log line. */
  source: 'testcontainers' | 'local';
  stop(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * PostgreSQL and Redis for a test run: containers when a Docker engine answers, the
 * machine's local services otherwise (this workplace has no engine). TEST_DATABASE_URL /
 * REDIS_URL, or TEST_SERVICES=local, pin the local services.
 */
export async function acquireTestServices(): Promise<TestServices> {
  const pinned = process.env.TEST_SERVICES === 'local' || process.env.TEST_DATABASE_URL;
  if (!pinned && (await dockerEngineAnswers())) return startContainers();
  return {
    postgresServerUrl: process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES,
    redisUrl: process.env.REDIS_URL ?? LOCAL_REDIS,
    source: 'local',
    stop: async () => {},
  };
}

async function dockerEngineAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    // "Could not find a working container runtime strategy": no engine on this machine.
    return false;
  }
}

async function startContainers(): Promise<TestServices> {
  const { GenericContainer } = await import('testcontainers');
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const started: StartedTestContainer[] = [];
  try {
    const postgres = await new PostgreSqlContainer('postgres:16-alpine').withUsername('postgres').withPassword('postgres').start();
    started.push(postgres);
    const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
    started.push(redis);
    const postgresServerUrl = `postgres://postgres:postgres@${postgres.getHost()}:${postgres.getPort()}/postgres`;
    return {
      postgresServerUrl,
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      source: 'testcontainers',
      stop: async () => {
        await Promise.all(started.map((container) => container.stop()));
      },
    };
  } catch (error) {
    await Promise.all(started.map((container) => container.stop()));
    throw error;
  }
}
