import { policyHolderSchema } from '@cover/domain';
import {
  applicationListReplySchema,
  applicationReplySchema,
  FUNERAL_PATHS,
  quotePackageSchema,
} from '@cover/domain/funeral';
import { familyApplication, familyQuote, saId } from '../../src/modules/funeral/testing/fixtures.js';
import { signUpRetailUser, type ApiClient } from './api-client.js';
import type { KeyedWrite } from './burst.js';
import type { CrashCheck } from './verify.js';

const retail = FUNERAL_PATHS.retail;
/** 12 May 1985, citizen. */
const ID_NUMBER = saId('850512012308');
const EMAIL = 'crash.safety@example.co.za';
/** The application list answers at most 100 rows; the burst stays below that so every row is seen. */
export const MAX_WRITES = 100;

/** A retail customer with their own policy holder, signed in on a running server. */
export async function retailCustomer(baseUrl: string): Promise<ApiClient> {
  const client = await signUpRetailUser(baseUrl, ID_NUMBER, EMAIL);
  policyHolderSchema.parse(
    await client.expect(201, 'POST', '/api/retail/createPolicyholder', {
      body: {
        type: 'individual',
        id: { type: 'id', number: ID_NUMBER, country: 'ZA' },
        first_name: 'Thandi',
        last_name: 'Nkosi',
        email: EMAIL,
        cellphone: '0821234567',
      },
    }),
  );
  return client;
}

/**
 * `count` funeral applications, each on its own new quote (a quote takes one application) and under its
 * own idempotency key: each answers 201 with a new application and its issued policy.
 */
export async function applicationWrites(client: ApiClient, count: number): Promise<KeyedWrite[]> {
  if (count > MAX_WRITES) throw new Error(`at most ${MAX_WRITES} applications can be read back`);
  const writes: KeyedWrite[] = [];
  for (let index = 0; index < count; index += 1) {
    const quote = quotePackageSchema.parse(
      await client.expect(201, 'POST', retail.getAQuote.path, { body: familyQuote(ID_NUMBER) }),
    );
    const key = `crash-${String(index).padStart(3, '0')}-${quote.quotePackageId.slice(0, 8)}`;
    writes.push({ key, body: familyApplication(quote.quotePackageId) });
  }
  return writes;
}

export const sendApplication = (client: ApiClient) => (write: KeyedWrite) =>
  client.call('POST', retail.createQuoteApplication.path, { body: write.body, idempotencyKey: write.key });

/** How to check the applications after the restart, through `client` (the same user on the new process). */
export function applicationCheck(client: ApiClient): CrashCheck {
  return {
    replay: sendApplication(client),
    idOf: (body) => applicationReplySchema.parse(body).application.applicationId,
    async readBack() {
      const list = applicationListReplySchema.parse(
        await client.expect(200, 'GET', retail.getApplicationByPolicyHolder.path, {
          query: { limit: MAX_WRITES },
        }),
      );
      return list.data.map((application) => application.applicationId);
    },
  };
}
