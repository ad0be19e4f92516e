import { fillPath } from '@cover/domain';
import { FUNERAL_PATHS, type Policy } from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPolicyForPrincipal } from '../insurance-core/index.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { funeralCalls } from './index.js';
import {
  buildFuneralApp,
  callAs,
  familyApplication,
  familyQuote,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from './testing/fixtures.js';
import { aunt, CALL_INPUTS, ID_LESS_CALLS, type CallIds } from './testing/call-inputs.js';
import { applyFor, quoteFor } from './testing/flows.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let alice: TestUser;
let emma: TestUser;
let bob: TestUser;
let ed: TestUser;
const victims: Partial<Record<'retail' | 'employee', CallIds>> = {};

async function victim(user: TestUser, family: 'retail' | 'employee'): Promise<CallIds> {
  const quotePath = family === 'retail' ? FUNERAL_PATHS.retail.getAQuote : FUNERAL_PATHS.employee.getQuote;
  const applyPath =
    family === 'retail'
      ? FUNERAL_PATHS.retail.createQuoteApplication
      : FUNERAL_PATHS.employee.createApplication;
  const withAunt = familyQuote(user.idNumber, { extendedFamily: [aunt] });
  const body = (quotePackageId: string) =>
    familyApplication(quotePackageId, {
      extended_family: [
        {
          first_name: 'Nomsa',
          last_name: 'Dlamini',
          relationship: 'aunt',
          date_of_birth: '1970-05-05',
          coverage_option: 'B',
        },
      ],
      ...(family === 'employee' ? { paymentMethod: { type: 'deduct_from_salary' as const } } : {}),
    });
  const issued = await applyFor(
    app,
    user,
    body((await quoteFor(app, user, withAunt, quotePath)).quotePackageId),
    applyPath,
  );
  const policy = issued.policy as Policy;
  const pending = await applyFor(
    app,
    user,
    { ...body((await quoteFor(app, user, withAunt, quotePath)).quotePackageId), declaration: undefined },
    applyPath,
  );
  const preview = await callAs(
    app,
    user,
    'POST',
    FUNERAL_PATHS.retail.getAddExtendedFamilyQuote.path.replace('retail', 'jmr'),
    {
      body: { policyId: policy.policyId, extendedFamily: [aunt] },
    },
  );
  const viaEmployee = await callAs(app, user, 'POST', FUNERAL_PATHS.employee.createAlterationPackage.path, {
    body: { policyId: policy.policyId, change: { type: 'change_plan', coverOption: 'D' } },
  });
  const alterationReply = (family === 'retail' ? preview : viaEmployee).json<{
    alterationPackage: { alterationPackageId: string };
  }>();
  return {
    policyHolderId: user.policyHolderId,
    policyId: policy.policyId,
    memberId: policy.module.extendedFamily[0]?.memberId ?? '',
    beneficiaryId: policy.module.beneficiaries[0]?.beneficiaryId ?? '',
    alterationPackageId: alterationReply.alterationPackage.alterationPackageId,
    quotePackageId: (await quoteFor(app, user, familyQuote(user.idNumber), quotePath)).quotePackageId,
    applicationId: pending.application.applicationId,
  };
}

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  alice = await userWithHolder(app, 'retail', saId('850512012308'));
  bob = await userWithHolder(app, 'retail', saId('900903512308'));
  emma = await userWithHolder(app, 'employee', saId('880101012308'), { username: '100200' });
  ed = await userWithHolder(app, 'employee', saId('900202512308'), { username: '100300' });
  victims.retail = await victim(alice, 'retail');
  victims.employee = await victim(emma, 'employee');
});
afterAll(async () => {
  await app.close();
});

describe("another user's ids are refused on every funeral route", () => {
  const calls = funeralCalls();

  it('covers every funeral call of paths.ts owned by this module', () => {
    const served = calls.map((call) => `${call.family}.${call.name}`).sort();
    const owned = (Object.keys(FUNERAL_PATHS) as (keyof typeof FUNERAL_PATHS)[])
      .flatMap((family) =>
        Object.entries(FUNERAL_PATHS[family])
          // the multipart calls (sendHoldDocuments) are the core's application uploads: tested below
          .filter(([, route]) => route.owner === 'line' && !('multipart' in route && route.multipart))
          .map(([name]) => `${family}.${name}`),
      )
      .sort();
    expect(served).toEqual(owned);
    const named = calls.filter((call) => CALL_INPUTS[call.name]).map((call) => `${call.family}.${call.name}`);
    expect(served.filter((key) => !named.includes(key)).sort()).toEqual([...ID_LESS_CALLS].sort());
  });

  it.each(['retail', 'jmr'] as const)(
    "%s.sendHoldDocuments answers 404 for another customer's application",
    async (family) => {
      const response = await app.inject({
        method: 'POST',
        url: FUNERAL_PATHS[family].sendHoldDocuments.path,
        headers: { authorization: `Bearer ${bob.token}` },
        payload: formData({ applicationId: (victims.retail as CallIds).applicationId }, [
          { field: 'file', name: 'file.pdf', bytes: samplePdf() },
        ]),
      });
      expect(response.statusCode, response.body).toBe(404);
    },
  );

  it.each(
    calls
      .filter((call) => CALL_INPUTS[call.name])
      .map((call) => [`${call.family}.${call.name}`, call] as const),
  )('%s answers 404', async (_key, call) => {
    const retailSide = call.route.audience === 'retail';
    const ids = (retailSide ? victims.retail : victims.employee) as CallIds;
    const attacker = retailSide ? bob : ed;
    const input = CALL_INPUTS[call.name]?.(ids) ?? {};
    const url = fillPath(call.route.path, { policyId: ids.policyId });
    const response =
      call.route.method === 'GET'
        ? await callAs(app, attacker, 'GET', url, { query: input as Record<string, string> })
        : await callAs(app, attacker, 'POST', url, { body: input });
    expect(response.statusCode, response.body).toBe(404);
  });

  it('left the victims untouched', async () => {
    const alicePolicy = await callAs(app, alice, 'GET', FUNERAL_PATHS.retail.getPolicyByPolicyId.path, {
      query: { policyId: victims.retail?.policyId ?? '' },
    });
    expect(alicePolicy.json()).toMatchObject({ status: 'ACTIVE', version: 1, billingDay: 15 });
    const emmaPolicy = await callAs(
      app,
      emma,
      'GET',
      fillPath(FUNERAL_PATHS.employee.getPolicyById.path, {
        policyId: victims.employee?.policyId ?? '',
      }),
    );
    expect(emmaPolicy.json()).toMatchObject({ status: 'ACTIVE', version: 1 });
    const apps = await callAs(app, alice, 'GET', FUNERAL_PATHS.retail.getApplicationByPolicyHolder.path, {
      query: { status: 'PENDING' },
    });
    expect(apps.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('getPolicyForPrincipal refuses another user and accepts the owner', async () => {
    const ids = victims.retail as CallIds;
    const principal = (user: TestUser) => ({
      audience: 'retail' as const,
      sub: user.sub,
      username: user.username,
      originJti: 'x',
    });
    await expect(
      getPolicyForPrincipal(app.db, principal(bob), ids.policyId, 'funeral'),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: 'Policy not found',
    });
    await expect(
      getPolicyForPrincipal(app.db, principal(alice), 'not-a-uuid', 'funeral'),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await getPolicyForPrincipal(app.db, principal(alice), ids.policyId, 'funeral')).id).toBe(
      ids.policyId,
    );
  });
});
