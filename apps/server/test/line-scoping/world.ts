/**
 * The world every line-scoping suite works in: one customer (alice) holding a funeral policy with a claim,
 * and in the dummy gadget line a quote, applications, a policy with a member, a beneficiary, an insured
 * item, a pending alteration, a claim and a document (gadget-line.ts). Each suite file builds its own world
 * in its `beforeAll` (fields are read inside the tests) and closes it after.
 */
import type { Policy } from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { policies, type PolicyRow } from '../../src/db/schema/index.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from '../../src/modules/claims/testing/harness.js';
import { GADGET_CLAIMS, gadgetWorld, type GadgetIds } from './gadget-line.js';

export interface LineScopingWorld {
  harness: ClaimsHarness;
  alice: Customer;
  funeralPolicy: Policy;
  funeralClaimId: string;
  gadget: GadgetIds;
  /** every gadget record's id (not the holder's) */
  gadgetIds: string[];
  /** The stored policy row. */
  policyRow(id: string): Promise<PolicyRow>;
  /** Whether a reply body names any gadget record. */
  namesGadget(body: string): boolean;
  /** alice's GET (query values as given) and POST calls. */
  get(url: string, query?: Record<string, string>): ReturnType<ClaimsHarness['call']>;
  post(url: string, payload: unknown): ReturnType<ClaimsHarness['call']>;
}

export function lineScopingWorld(): LineScopingWorld {
  const world = {
    gadgetIds: [] as string[],
    async policyRow(id: string) {
      const [row] = await world.harness.app.db.select().from(policies).where(eq(policies.id, id));
      if (!row) throw new Error(`no policy ${id}`);
      return row;
    },
    namesGadget: (body: string) => world.gadgetIds.some((id) => body.includes(id)),
    get: (url: string, query: Record<string, string> = {}) =>
      world.harness.call(world.alice, { method: 'GET', url, query }),
    post: (url: string, payload: unknown) =>
      world.harness.call(world.alice, { method: 'POST', url, payload: payload as Record<string, unknown> }),
  } as LineScopingWorld;

  beforeAll(async () => {
    world.harness = await startClaimsHarness();
    world.harness.app.claimLines.register(GADGET_CLAIMS);
    world.alice = await createCustomer(world.harness, 1);
    world.funeralPolicy = await issueFuneralPolicy(world.harness, world.alice);
    world.funeralClaimId = (
      await submitClaimViaApi(world.harness, world.alice, claimInput(world.funeralPolicy, world.alice))
    ).claimId;
    world.gadget = await gadgetWorld(world.harness.app.db, world.alice, world.funeralPolicy.policyId);
    world.gadgetIds = Object.entries(world.gadget)
      .filter(([name]) => name !== 'policyHolderId')
      .map(([, id]) => id);
  }, 60_000);
  afterAll(() => world.harness.close());
  return world;
}
