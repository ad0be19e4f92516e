import pg from 'pg';
import { connectTestRedis, testRedisUrl } from '../test-redis.js';

/**
 * The two services several instances share: a PostgreSQL server (TEST_DATABASE_URL, else the local one) and
 * Redis (TEST_REDIS_URL, else the local one). The proof runs only when both answer.
 */
export const postgresServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(): Promise<boolean> {
  const redis = await connectTestRedis();
  redis?.disconnect();
  return redis !== null;
}

/**
 * What is missing, as a sentence (null when both answer). On CI a missing service fails the run instead:
 * there the proof must not pass by being skipped.
 */
export async function missingServices(): Promise<string | null> {
  const [postgres, redis] = await Promise.all([postgresAnswers(), redisAnswers()]);
  const missing = [
    ...(postgres ? [] : [`PostgreSQL at ${new URL(postgresServerUrl).host}`]),
    ...(redis ? [] : [`Redis at ${new URL(testRedisUrl).host}`]),
  ];
  if (missing.length === 0) return null;
  const sentence = `multi-instance proof needs ${missing.join(' and ')}, which did not answer`;
  if (process.env.CI) throw new Error(sentence);
  return sentence;
}
