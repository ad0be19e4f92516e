/**
 * Product lines never cross, the device side (the world: line-scoping/world.ts): the device and device credit
 * life routes answer 404 for the customer's funeral records, change nothing, and list nothing of them.
 */
import { fillPath } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import { describe, expect, it } from 'vitest';
import { lineScopingWorld } from './line-scoping/world.js';

const world = lineScopingWorld();

describe('the device and device credit life routes never reach a funeral record', () => {
  const funeralIds = () => ({
    policyId: world.funeralPolicy.policyId,
    claimId: world.funeralClaimId,
    applicationId: world.funeralPolicy.applicationId,
  });
  const archive = () => ({ policyId: world.funeralPolicy.policyId, title: 'x', description: 'y' });
  const cancel = () => ({ policyId: world.funeralPolicy.policyId, reason: 'too_expensive' });
  const deviceClaim = () => ({
    policyId: world.funeralPolicy.policyId,
    claimType: 'SCREEN_DAMAGE',
    incidentDate: '2026-01-10',
    description: 'The screen cracked badly.',
    amount: 100_000,
    bankDetails: {
      bankName: 'fnb',
      accountHolderName: 'Thandi Nkosi',
      accountNumber: '62123456789',
      accountType: 'cheque',
    },
  });
  const device = DEVICE_PATHS.retail;
  const credit = DEVICE_CREDIT_LIFE_PATHS.retail;
  it.each([
    [
      'device getPolicyByPolicyId',
      () => world.get(device.getPolicyByPolicyId.path, { policyId: funeralIds().policyId }),
    ],
    [
      'device getPolicyPayment',
      () => world.get(device.getPolicyPayment.path, { policyId: funeralIds().policyId }),
    ],
    [
      'device getApplicationById',
      () => world.get(device.getApplicationById.path, { applicationId: funeralIds().applicationId }),
    ],
    ['device getClaimByID', () => world.get(device.getClaimByID.path, { claimId: funeralIds().claimId })],
    [
      'device getClaimDocuments',
      () => world.get(device.getClaimDocuments.path, { claimId: funeralIds().claimId }),
    ],
    [
      'device getClaimsByPolicyId',
      () => world.get(device.getClaimsByPolicyId.path, { policyId: funeralIds().policyId }),
    ],
    ['device getDocument', () => world.post(device.getDocument.path, { policyId: funeralIds().policyId })],
    ['device cancelPolicy', () => world.post(device.cancelPolicy.path, cancel())],
    ['device archive', () => world.post(device.archive.path, archive())],
    ['device submitClaim', () => world.post(device.submitClaim.path, deviceClaim())],
    [
      'device submitClaimByID',
      () => world.post(device.submitClaimByID.path, { claimId: funeralIds().claimId }),
    ],
    [
      'credit life getPolicyById',
      () => world.get(fillPath(credit.getPolicyById.path, { policyId: funeralIds().policyId })),
    ],
    ['credit life cancelPolicy', () => world.post(credit.cancelPolicy.path, cancel())],
    ['credit life removePolicy', () => world.post(credit.removePolicy.path, archive())],
    [
      'credit life getClaimByID',
      () => world.get(credit.getClaimByID.path, { claimId: funeralIds().claimId }),
    ],
    [
      'credit life getDocument',
      () => world.post(credit.getDocument.path, { policyId: funeralIds().policyId }),
    ],
  ] as const)('%s answers 404 for the funeral record', async (_name, send) => {
    const before = await world.policyRow(world.funeralPolicy.policyId);
    const response = await send();
    expect(response.statusCode, response.body).toBe(404);
    expect((await world.policyRow(world.funeralPolicy.policyId)).status).toBe(before.status);
  });

  it('lists nothing of the funeral line', async () => {
    for (const url of [
      device.getPolicy.path,
      device.getApplications.path,
      device.getClaims.path,
      credit.getPolicies.path,
      credit.getClaims.path,
    ]) {
      const response = await world.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(world.funeralPolicy.policyId);
      expect(response.body).not.toContain(world.funeralClaimId);
    }
  });
});
