import {
  MARKETING_CONSENT_VERSION,
  NOTIFICATION_PREFERENCE_MESSAGES,
  NOTIFICATION_PREFERENCE_PATHS,
} from '@cover/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, policyHolders } from '../../db/schema/index.js';
import { createSignedInUser } from '../accounts/testing/harness.js';
import { retailAttributes, testSaId, THABO } from '../accounts/testing/people.js';
import {
  createCustomer,
  createEmployeeCustomer,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from '../claims/testing/harness.js';
import { createPolicyHolder } from '../policy-holders/service.js';
import { deliverableChannels, serviceChannelsOf } from './preferences.js';

let harness: ClaimsHarness;
let customer: Customer;
let employee: Customer;
let noCellphone: Customer;
let noHolderToken: string;

const RETAIL = NOTIFICATION_PREFERENCE_PATHS.retail;
const EMPLOYEE = NOTIFICATION_PREFERENCE_PATHS.employee;

beforeAll(async () => {
  harness = await startClaimsHarness({ seed: true });
  customer = await createCustomer(harness, 1);
  employee = await createEmployeeCustomer(harness, THABO, 'thabo');
  const idNumber = testSaId(2);
  const attributes = retailAttributes(2);
  const user = await createSignedInUser(harness.accounts, 'retail', idNumber, attributes);
  const holder = await createPolicyHolder(
    harness.app.db,
    { audience: 'retail', sub: user.sub, idNumber },
    {
      type: 'individual',
      id: { type: 'id', number: idNumber, country: 'ZA' },
      first_name: 'Ayanda',
      last_name: 'Mokoena',
      email: attributes.email,
      cellphone: undefined,
    },
  );
  noCellphone = {
    principal: { audience: 'retail', sub: user.sub, username: idNumber, originJti: '' },
    token: user.tokens.AccessToken,
    holder,
  };
  noHolderToken = (await createSignedInUser(harness.accounts, 'retail', testSaId(3), retailAttributes(3)))
    .tokens.AccessToken;
}, 60_000);
afterAll(() => harness.close());

const put = (who: Customer | null, url: string, payload: unknown) =>
  harness.call(who, { method: 'PUT', url, payload: payload as Record<string, unknown> });
const get = (who: Customer | null, url: string) => harness.call(who, { method: 'GET', url });

describe('message preferences', () => {
  it('asks for a signed-in customer of the path’s audience who has a policy holder', async () => {
    expect((await get(null, RETAIL)).statusCode).toBe(401);
    expect((await put(null, RETAIL, { serviceChannels: 'email', marketingOptIn: false })).statusCode).toBe(
      401,
    );
    // A token of the other pool is no sign-in for this audience.
    expect((await get(customer, EMPLOYEE)).statusCode).toBe(401);
    expect((await get(employee, RETAIL)).statusCode).toBe(401);
    const withoutHolder = await harness.app.inject({
      method: 'GET',
      url: RETAIL,
      headers: { authorization: `Bearer ${noHolderToken}` },
    });
    // No policy holder yet (no cover applied for): nothing chosen yet, answered as such rather than as a 404
    // the profile page would log on every visit (QA walk 5, finding 11).
    expect(withoutHolder.statusCode).toBe(200);
    expect(withoutHolder.json()).toBeNull();
  });

  it('starts a retail customer on email and SMS, without marketing', async () => {
    const reply = await get(customer, RETAIL);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      serviceChannels: 'both',
      marketingOptIn: false,
      marketingConsentAt: null,
      email: customer.holder.email,
      cellphone: '+27821234567',
    });
  });

  it('starts an employee on the communicationType they chose at registration', async () => {
    const reply = await get(employee, EMPLOYEE);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ serviceChannels: 'email', marketingOptIn: false });
    const [row] = await harness.app.db
      .select()
      .from(policyHolders)
      .where(eq(policyHolders.id, employee.holder.policyHolderId));
    if (!row) throw new Error('no employee holder');
    const channels = await serviceChannelsOf(harness.app.db, row);
    expect(deliverableChannels(channels, row)).toEqual(['email']);
  });

  it('starts someone without a cellphone on email only, and refuses SMS with a message', async () => {
    expect((await get(noCellphone, RETAIL)).json()).toMatchObject({
      serviceChannels: 'email',
      cellphone: null,
    });
    for (const serviceChannels of ['sms', 'both']) {
      const refused = await put(noCellphone, RETAIL, { serviceChannels, marketingOptIn: false });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'NO_CELLPHONE',
        message: NOTIFICATION_PREFERENCE_MESSAGES.noCellphone,
        fields: { serviceChannels: NOTIFICATION_PREFERENCE_MESSAGES.noCellphone },
      });
    }
    const rows = await harness.app.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.policyHolderId, noCellphone.holder.policyHolderId));
    expect(rows).toEqual([]);
  });

  it('refuses a channel that is not email, SMS or both', async () => {
    const reply = await put(customer, RETAIL, { serviceChannels: 'post', marketingOptIn: false });
    expect(reply.statusCode).toBe(400);
    expect((await put(customer, RETAIL, { serviceChannels: 'email' })).statusCode).toBe(400);
  });

  it('saves the choice and the marketing opt-in with its time and wording version; opting out clears them', async () => {
    const before = Date.now();
    const saved = await put(customer, RETAIL, { serviceChannels: 'sms', marketingOptIn: true });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({ serviceChannels: 'sms', marketingOptIn: true });
    const consentAt = Date.parse(body.marketingConsentAt);
    expect(consentAt).toBeGreaterThanOrEqual(before - 1000);
    const rowOf = async () =>
      (
        await harness.app.db
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.policyHolderId, customer.holder.policyHolderId))
      )[0];
    expect(await rowOf()).toMatchObject({
      serviceChannels: 'sms',
      marketingOptIn: true,
      marketingConsentVersion: MARKETING_CONSENT_VERSION,
    });

    // Saving again keeps the time of the original opt-in.
    const again = await put(customer, RETAIL, { serviceChannels: 'both', marketingOptIn: true });
    expect(again.json()).toMatchObject({
      serviceChannels: 'both',
      marketingConsentAt: body.marketingConsentAt,
    });
    expect((await get(customer, RETAIL)).json()).toMatchObject({
      serviceChannels: 'both',
      marketingOptIn: true,
      marketingConsentAt: body.marketingConsentAt,
    });

    const out = await put(customer, RETAIL, { serviceChannels: 'email', marketingOptIn: false });
    expect(out.json()).toMatchObject({
      serviceChannels: 'email',
      marketingOptIn: false,
      marketingConsentAt: null,
    });
    expect(await rowOf()).toMatchObject({
      marketingOptIn: false,
      marketingConsentAt: null,
      marketingConsentVersion: null,
    });
  });

  it('lets an employee change their own choice only', async () => {
    const reply = await put(employee, EMPLOYEE, { serviceChannels: 'both', marketingOptIn: false });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ serviceChannels: 'both', cellphone: THABO.cellphone });
    expect((await get(customer, RETAIL)).json().serviceChannels).toBe('email');
  });
});
