import { FUNERAL_PATHS } from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { signedInPoolUser } from '../../apps/server/src/modules/policy-holders/testing/pool-users';
import { captureQueries, type CapturedQuery } from './scale-plans';

/** A bulk-loaded holder signed in through the real pool (their identity linked to the holder row). */
export interface SignedInHolder {
  token: string;
  policyIds: string[];
}

interface SampledHolder {
  id: string;
  id_number: string;
  email: string;
}

/** The holder's person has no pool user yet (bulk-loaded holders carry a made-up owner). */
const NOT_SIGNED_UP = (holder: string) =>
  `not exists (select 1 from idp_users u where u.pool = 'retail' and u.username = ${holder}.id_number)`;

/**
 * Signs in `count` holders picked at random among the bulk-loaded ones (among those with a claim when
 * `withClaims`) who have not signed up yet (a kept book is read again by other holders): each signs up with
 * their own ID number as the pool username, and their holder row is linked to the new user, as a holder
 * registered by an operator is when its person signs up.
 */
export async function signInRandomHolders(
  app: FastifyInstance,
  client: pg.Client,
  count: number,
  withClaims: boolean,
): Promise<SignedInHolder[]> {
  const { rows: sampled } = await client.query<SampledHolder>(
    withClaims
      ? `select h.id, h.id_number, h.email from policy_holders h
         where h.id in (select c.policy_holder_id from claims c join policy_holders o on o.id = c.policy_holder_id
                        where ${NOT_SIGNED_UP('o')} order by random() limit $1)`
      : `select h.id, h.id_number, h.email from policy_holders h tablesample bernoulli (
           least(100, 100.0 * $1 * 4 / greatest(1, (select reltuples from pg_class where relname = 'policy_holders'))))
         where h.email like 'holder%' and ${NOT_SIGNED_UP('h')} order by random() limit $1`,
    [count],
  );
  const holders: SignedInHolder[] = [];
  for (const holder of sampled) {
    const user = await signedInPoolUser(app, 'retail', holder.id_number, { email: holder.email });
    await client.query('update policy_holders set owner_sub = $1 where id = $2', [user.sub, holder.id]);
    const { rows } = await client.query<{ id: string }>(
      `select id from policies where policy_holder_id = $1 and line = 'funeral'`,
      [holder.id],
    );
    holders.push({ token: user.accessToken, policyIds: rows.map((row) => row.id) });
  }
  return holders;
}

export interface Latencies {
  name: string;
  /** the first request of each holder */
  cold: number[];
  /** the holders again, in another order */
  warm: number[];
  /** the statements the route sent for one request */
  queries: CapturedQuery[];
}

async function timedGet(app: FastifyInstance, token: string, url: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return ms;
}

const shuffled = <T>(items: readonly T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.item);

/**
 * Times GET `urlOf(holder)` through app.inject (routing, authentication, the holder lookup, the service and
 * the reply's serialisation): once per holder, then `rounds` times more over the holders in random orders.
 * The first holder's requests warm the code up and are not counted.
 */
export async function measureRoute(
  app: FastifyInstance,
  name: string,
  holders: readonly SignedInHolder[],
  urlOf: (holder: SignedInHolder) => string,
  rounds = 3,
): Promise<Latencies> {
  const [first, ...rest] = holders;
  if (!first) throw new Error('no holders signed in');
  const capture = captureQueries();
  await timedGet(app, first.token, urlOf(first));
  const queries = capture.stop();
  for (let i = 0; i < 30; i += 1) await timedGet(app, first.token, urlOf(first));
  const cold: number[] = [];
  for (const holder of rest) cold.push(await timedGet(app, holder.token, urlOf(holder)));
  const warm: number[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (const holder of shuffled(rest)) warm.push(await timedGet(app, holder.token, urlOf(holder)));
  return { name, cold, warm, queries };
}

const retail = FUNERAL_PATHS.retail;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export const policyListUrl = () => retail.getPolicy.path;
export const policyDetailUrl = (holder: SignedInHolder) =>
  `${retail.getPolicyByPolicyId.path}?policyId=${pick(holder.policyIds)}`;
export const claimListUrl = () => retail.getClaims.path;
