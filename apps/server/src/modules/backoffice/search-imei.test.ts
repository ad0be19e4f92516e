/**
 * The back office finds a phone by its IMEI (QA walk 16): the device policy insuring it, the claims on it and
 * an application naming it that is not yet a policy, whichever way the digits are grouped.
 */
import { describe, expect, it } from 'vitest';
import { saId, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { asBackoffice } from '../operator/testing/staff-sessions.js';
import { deviceQuote, imei, register, registration } from '../device/testing/fixtures.js';
import { insuredToday, lostClaim, today, totalLossSuite } from '../device/testing/total-loss-fixture.js';
import { backofficeModule } from './index.js';

const suite = totalLossSuite([backofficeModule]);

const search = async (q: string) => {
  const reply = await asBackoffice(suite.app, suite.assessor, 'POST', '/api/backoffice/search', { q });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().results as { kind: string; id: string; title: string }[];
};

/** '352000000004215' as a box label groups it: '35-200000-000421-5' */
const grouped = (digits: string) =>
  `${digits.slice(0, 2)}-${digits.slice(2, 8)}-${digits.slice(8, 14)}-${digits.slice(14)}`;

describe('staff search by IMEI', () => {
  it('finds the policy insuring the phone and the claims on it, however the digits are grouped', async () => {
    const phone = imei(4_2001);
    const { user, policyId } = await insuredToday(suite, '850101500908', 4_2001);
    const claimId = await lostClaim(suite.app, user, policyId);
    for (const q of [phone, grouped(phone), `${phone.slice(0, 8)} ${phone.slice(8)}`]) {
      const results = await search(q);
      expect(results.map((result) => [result.kind, result.id])).toEqual([
        ['policy', policyId],
        ['claim', claimId],
      ]);
    }
  });

  it('finds an application naming the phone before it is a policy, and nothing for digits that are not an IMEI', async () => {
    const phone = imei(4_2002);
    const user = await userWithHolder(suite.app, 'retail', saId('860101500908'));
    const quote = await deviceQuote(suite.app, user, { selectedDevice: suite.galaxyId });
    const { application } = await register(
      suite.app,
      user,
      registration(quote.quotePackageId, phone, { effectiveDate: today }),
    );
    expect((await search(phone)).map((result) => [result.kind, result.id])).toEqual([
      ['application', application.applicationId],
    ]);
    // the same digits with a wrong check digit are no IMEI: not searched as one
    const wrongCheck = `${phone.slice(0, 14)}${(Number(phone.slice(14)) + 1) % 10}`;
    expect(await search(wrongCheck)).toEqual([]);
  });
});
