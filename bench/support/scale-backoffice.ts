import { BACKOFFICE_APPLICATION_PATHS, BACKOFFICE_CLAIM_PATHS, BACKOFFICE_PATHS } from '@cover/domain';
import { BACKOFFICE_PRE_INSPECTION_PATHS } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { asBackoffice, operatorSession } from '../../apps/server/src/modules/operator/testing/staff-sessions';
import { captureQueries, type CapturedQuery } from './scale-plans';

/** One back-office call on the book: its first answer, then the median of a few more. */
export interface BackofficeRead {
  name: string;
  firstMs: number;
  medianMs: number;
  /** the statements the call sent */
  queries: CapturedQuery[];
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
}

interface Sample {
  policy_id: string;
  policy_number: string;
  id_number: string;
  first_name: string;
  last_name: string;
  cellphone: string | null;
}

/** A row of `from` at random, found through its primary key at any size (`from` names the table `t`). */
const randomRow = (columns: string, from: string) =>
  `(select ${columns} from ${from} where t.id >= gen_random_uuid() order by t.id limit 1)
   union all (select ${columns} from ${from} order by t.id limit 1) limit 1`;

/** What staff look up on a day: a random policy, its holder found four ways, a claim and an application. */
async function callsOnTheBook(client: pg.Client): Promise<Call[]> {
  const { rows: samples } = await client.query<Sample>(
    randomRow(
      't.id as policy_id, t.policy_number, h.id_number, h.first_name, h.last_name, h.cellphone',
      'policies t join policy_holders h on h.id = t.policy_holder_id',
    ),
  );
  const { rows: claims } = await client.query<{ claim_number: string }>(
    randomRow('t.claim_number', 'claims t'),
  );
  const { rows: applications } = await client.query<{ application_number: string }>(
    randomRow('t.application_number', 'applications t'),
  );
  const sample = samples[0];
  if (!sample) throw new Error('the book holds no policy');
  const search = (name: string, q: string): Call => ({
    name: `search: ${name}`,
    method: 'POST',
    url: BACKOFFICE_PATHS.search,
    payload: { q },
  });
  return [
    { name: 'work queues', method: 'GET', url: BACKOFFICE_PATHS.queues },
    { name: 'failed premiums unpaid', method: 'GET', url: BACKOFFICE_PATHS.failedPayments },
    { name: 'underwriting list', method: 'GET', url: BACKOFFICE_APPLICATION_PATHS.list },
    { name: 'claims list', method: 'GET', url: BACKOFFICE_CLAIM_PATHS.list },
    { name: 'claims in review', method: 'GET', url: `${BACKOFFICE_CLAIM_PATHS.list}?status=in_review` },
    { name: 'pre-inspections list', method: 'GET', url: BACKOFFICE_PRE_INSPECTION_PATHS.list },
    {
      name: 'a policy',
      method: 'GET',
      url: BACKOFFICE_PATHS.policy.replace(':policyId', sample.policy_id),
    },
    search('policy number', sample.policy_number),
    search('ID number', sample.id_number),
    ...(sample.cellphone ? [search('mobile number', sample.cellphone)] : []),
    search('full name', `${sample.first_name} ${sample.last_name}`),
    ...(claims[0] ? [search('claim number', claims[0].claim_number)] : []),
    ...(applications[0] ? [search('application number', applications[0].application_number)] : []),
    search('registration number', 'CA 123-456'),
    search('IMEI', '490154203237518'),
  ];
}

/**
 * The back office's calls on the book through app.inject, as a staff member with the back-office role:
 * each once (its statements recorded, to EXPLAIN them) and three times more.
 */
export async function measureBackoffice(app: FastifyInstance, client: pg.Client): Promise<BackofficeRead[]> {
  const cookie = await operatorSession(
    app,
    ['backoffice'],
    'Bench Back Office',
    `bench-backoffice-${Date.now().toString(36)}`,
  );
  const reads: BackofficeRead[] = [];
  for (const call of await callsOnTheBook(client)) {
    const timed = async () => {
      const started = process.hrtime.bigint();
      const response = await asBackoffice(app, cookie, call.method, call.url, call.payload);
      if (response.statusCode !== 200)
        throw new Error(`${call.name} answered ${response.statusCode}: ${response.body}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const capture = captureQueries();
    const firstMs = await timed();
    const queries = capture.stop();
    const again = [await timed(), await timed(), await timed()].sort((a, b) => a - b);
    reads.push({ name: call.name, firstMs, medianMs: again[1] ?? firstMs, queries });
  }
  return reads;
}
