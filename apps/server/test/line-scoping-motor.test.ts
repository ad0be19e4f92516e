/**
 * Product lines never cross, the motor side (the world: line-scoping/world.ts): the motor routes answer 404
 * for the customer's funeral records, change nothing, and list nothing of them.
 */
import { MOTOR_PATHS } from '@cover/domain/motor';
import { describe, expect, it } from 'vitest';
import { lineScopingWorld } from './line-scoping/world.js';

const world = lineScopingWorld();

describe('the motor routes never reach a funeral record', () => {
  const motor = MOTOR_PATHS.retail;
  const ids = () => ({ policyId: world.funeralPolicy.policyId, claimId: world.funeralClaimId });
  const glassClaim = () => ({
    policyId: world.funeralPolicy.policyId,
    claimType: 'GLASS',
    incident_date: '2026-01-10',
    incident_time: '08:30',
    incident_address: '12 Long Street',
    incident_suburb: 'Cape Town',
    incident_province: 'WC',
    description: 'A stone cracked the windscreen on the N2.',
    amount: 300_000,
    claimInspectionPhoneNumber: '0821234567',
    acceptTermsAndCondition: true,
    bankDetails: {
      bankName: 'fnb',
      accountHolderName: 'Thandi Nkosi',
      accountNumber: '62123456789',
      accountType: 'cheque',
    },
  });
  const post = (url: string, payload: Record<string, unknown>) => () => world.post(url, payload);

  it.each([
    ['motor getPolicyByPolicyId', motor.getPolicyByPolicyId.path, 'policyId'],
    ['motor getApplicationbyApplicationId', motor.getApplicationbyApplicationId.path, 'applicationId'],
    ['motor getClaimByID', motor.getClaimByID.path, 'claimId'],
    ['motor tracking getPolicyByPolicyId', motor.trackingPolicy.path, 'policyId'],
    ['CMS motor get-policy-by-id', MOTOR_PATHS.cms.getPolicyById.path, 'policyId'],
  ] as const)('%s answers 404 for the funeral record', async (_name, url, key) => {
    const value = {
      policyId: world.funeralPolicy.policyId,
      applicationId: world.funeralPolicy.applicationId,
      claimId: world.funeralClaimId,
    }[key];
    const response = await world.get(url, { [key]: value });
    expect(response.statusCode, response.body).toBe(404);
  });

  it.each([
    [
      'motor cancelPolicy',
      () => post(motor.cancelPolicy.path, { policyId: ids().policyId, reason: 'vehicle_sold' }),
    ],
    [
      'motor removePolicyByPolicyId',
      () =>
        post(motor.removePolicyByPolicyId.path, { policyId: ids().policyId, title: 'x', description: 'y' }),
    ],
    ['motor resetPolicy', () => post(motor.resetPolicy.path, { policyId: ids().policyId })],
    [
      'motor applyAlteration',
      () =>
        post(motor.applyAlteration.path, {
          policyId: ids().policyId,
          alterationPackageId: world.funeralPolicy.policyId,
        }),
    ],
    ['motor claimSubmit', () => post(motor.submitClaim.path, glassClaim())],
    ['motor documents/get', () => post(motor.getDocument.path, { policyId: ids().policyId })],
  ] as const)('%s answers 404 for the funeral record and changes nothing', async (_name, build) => {
    const before = await world.policyRow(world.funeralPolicy.policyId);
    const response = await build()();
    expect(response.statusCode, response.body).toBe(404);
    expect(await world.policyRow(world.funeralPolicy.policyId)).toEqual(before);
  });

  it('lists nothing of the funeral line', async () => {
    for (const url of [
      motor.getPolicies.path,
      motor.getApplications.path,
      motor.getClaims.path,
      MOTOR_PATHS.cms.getPolicies.path,
    ]) {
      const response = await world.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(world.funeralPolicy.policyId);
      expect(response.body).not.toContain(world.funeralClaimId);
    }
  });
});
