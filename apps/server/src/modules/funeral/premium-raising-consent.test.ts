/**
 * Every change that raises the premium asks the payment consent again for the NEW premium a month, as
 * adding extended family does: adding children (to a policy without children) and changing the plan to a
 * higher option. Without it the change is refused (422 at consents.<key>) and nothing changes; with it the
 * consent is stored on the change's history event. A change that lowers the premium asks none.
 */
import { DEBIT_ORDER_CONSENT_MESSAGE, SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { describe, expect, it } from 'vitest';
import {
  alteredEvents,
  consentsOfChange,
  consentSuite,
  employeePolicy,
  refusedThenApplied,
  retailConsentPolicy,
  storedConsent,
} from './testing/consent-fixture.js';
import { callAs, START } from './testing/fixtures.js';

const { employee: employeePaths, retail } = FUNERAL_PATHS;
const suite = consentSuite();
const debitOrder = { key: 'debitOrder', message: DEBIT_ORDER_CONSENT_MESSAGE } as const;

describe('changes that raise the premium ask the payment consent for the new premium', () => {
  it('adding children to a retail policy without children: the debit order one, stored', async () => {
    const { app } = suite;
    const { customer, policyId, premium } = await retailConsentPolicy(app, '870707012308', { children: [] });
    const children = [{ firstName: 'Ayanda', lastName: 'Nkosi', dateOfBirth: '2019-09-09' }];
    const preview = await callAs(app, customer, 'POST', retail.addChildren.path, {
      body: { policyId, preview: true, children },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { alterationPackageId, newPremium } = preview.json().alterationPackage;
    expect(newPremium).toBeGreaterThan(premium);

    const reply = await refusedThenApplied(
      app,
      customer,
      retail.addChildren.path,
      { policyId, alterationPackageId },
      debitOrder,
    );
    expect(reply.policy.monthlyPremium).toBe(newPremium);
    expect(reply.policy.module.children).toHaveLength(1);
    expect(await consentsOfChange(app, policyId)).toEqual([storedConsent('debitOrder', newPremium, START)]);
  });

  it('changing an employee plan to a higher option: the salary deduction one, stored', async () => {
    const { app } = suite;
    const { employee, policy, policyId } = await employeePolicy(app, '860606012308', '100860');
    const preview = await callAs(app, employee, 'POST', employeePaths.createAlterationPackage.path, {
      body: { policyId, change: { type: 'change_plan', coverOption: 'E' } },
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const { alterationPackageId, newPremium } = preview.json().alterationPackage;
    expect(newPremium).toBeGreaterThan(policy?.monthlyPremium ?? 0);

    const reply = await refusedThenApplied(
      app,
      employee,
      employeePaths.applyAlterationPackage.path,
      { policyId, alterationPackageId },
      { key: 'salaryDeduction', message: SALARY_DEDUCTION_CONSENT_MESSAGE },
    );
    expect(reply.policy.module.coverageOption).toBe('E');
    expect(await consentsOfChange(app, policyId)).toEqual([
      storedConsent('salaryDeduction', newPremium, START),
    ]);
  });

  it('editing a relative to a higher cover option: the debit order one', async () => {
    const { app } = suite;
    const { customer, policyId } = await retailConsentPolicy(app, '840404012308');
    const aunt = {
      firstName: 'Nomsa',
      lastName: 'Mokoena',
      relationship: 'Aunt',
      dateOfBirth: '1970-05-05',
      coverageOption: 'A',
    };
    const added = await callAs(app, customer, 'POST', retail.addExtendedFamily.path, {
      body: { policyId, extendedFamily: [aunt], consents: { debitOrder: true } },
    });
    expect(added.statusCode, added.body).toBe(200);
    const memberId = added.json().policy.module.extendedFamily[0].memberId;
    const reply = await refusedThenApplied(
      app,
      customer,
      retail.editExtendedFamily.path,
      { policyId, members: [{ memberId, coverageOption: 'E' }] },
      debitOrder,
    );
    expect(reply.alterationPackage.newPremium).toBeGreaterThan(reply.alterationPackage.currentPremium);
    expect(reply.policy.module.extendedFamily[0].coverageOption).toBe('E');
  });

  it('editing the policy details to add a spouse: the debit order one', async () => {
    const { app } = suite;
    const { customer, policy, policyId } = await retailConsentPolicy(app, '830303012308', {
      spouse: undefined,
    });
    const spouse = { firstName: 'Sipho', lastName: 'Nkosi', dateOfBirth: '1984-06-01' };
    const reply = await refusedThenApplied(
      app,
      customer,
      retail.editPolicyDetails.path,
      { policyId, spouse },
      debitOrder,
    );
    expect(reply.policy.monthlyPremium).toBeGreaterThan(policy?.monthlyPremium ?? 0);
    expect(reply.policy.module.spouse).toMatchObject(spouse);
  });

  it('a change of plan that lowers the premium asks no consent and stores none', async () => {
    const { app } = suite;
    const { customer, policyId, premium } = await retailConsentPolicy(app, '850505012308');
    const applied = await callAs(app, customer, 'POST', retail.changePlanDetails.path, {
      body: { policyId, coverOption: 'A' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().policy.monthlyPremium).toBeLessThan(premium);
    const [event] = await alteredEvents(app, policyId);
    expect(event?.data).not.toHaveProperty('consents');
  });
});
