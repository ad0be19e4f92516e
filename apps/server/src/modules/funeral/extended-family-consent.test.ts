/**
 * Adding extended family raises what is collected: the payment consent is asked again for the NEW premium
 * a month (QA walk 10 no. 3): the salary deduction one on an employee's policy, the debit order one (with the
 * day) on a retail policy. Without it the change is refused (422 at consents.<key>) and nothing changes; with
 * it the consent is stored on the change's history event with its text version.
 */
import { DEBIT_ORDER_CONSENT_MESSAGE, SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { describe, expect, it } from 'vitest';
import {
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
/** ten days after the policies start: a relative added then waits from then */
const LATER = new Date('2026-03-12T07:00:00.000Z');

const father = {
  firstName: 'Nomsa',
  lastName: 'Mokoena',
  relationship: 'Aunt',
  dateOfBirth: '1970-05-05',
  coverageOption: 'B',
};

describe('adding extended family asks the payment consent for the new premium', () => {
  it('on an employee policy: the salary deduction consent, stored with the new amount', async () => {
    const { app, clock } = suite;
    const { employee, policy, policyId } = await employeePolicy(app, '880808012308', '100800');
    clock.set(LATER);
    const preview = await callAs(app, employee, 'POST', employeePaths.createAlterationPackage.path, {
      body: { policyId, change: { type: 'add_extended_family', extendedFamily: [father] } },
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const { alterationPackageId, newPremium } = preview.json().alterationPackage;
    expect(newPremium).toBeGreaterThan(policy?.monthlyPremium ?? 0);

    const reply = await refusedThenApplied(
      app,
      employee,
      employeePaths.applyAlterationPackage.path,
      { policyId, alterationPackageId },
      { key: 'salaryDeduction', message: SALARY_DEDUCTION_CONSENT_MESSAGE, refusedFalse: true },
    );
    expect(reply.policy.monthlyPremium).toBe(newPremium);
    // the relative's own waiting period, from the day they were added, not the policy's start
    expect(policy?.naturalDeathWaitingEndsOn).toBe('2026-09-02');
    expect(reply.policy.module.extendedFamily[0].naturalDeathWaitingEndsOn).toBe('2026-09-12');
    expect(await consentsOfChange(app, policyId)).toEqual([
      storedConsent('salaryDeduction', newPremium, LATER),
    ]);
  });

  it('on a retail policy: the debit order authorisation with the new amount and the day', async () => {
    const { app, clock } = suite;
    clock.set(START);
    const { customer, policyId } = await retailConsentPolicy(app, '890909012308');
    const preview = await callAs(app, customer, 'POST', retail.addExtendedFamily.path, {
      body: { policyId, preview: true, extendedFamily: [father] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { alterationPackageId, newPremium } = preview.json().alterationPackage;

    await refusedThenApplied(
      app,
      customer,
      retail.addExtendedFamily.path,
      { policyId, alterationPackageId },
      { key: 'debitOrder', message: DEBIT_ORDER_CONSENT_MESSAGE, refusedFalse: true },
    );
    expect(await consentsOfChange(app, policyId)).toEqual([storedConsent('debitOrder', newPremium, START)]);
  });
});
