/**
 * Product lines never cross, the funeral side (the world: line-scoping/world.ts): every funeral route, and
 * every funeral claims and documents route, is tried with the gadget line's ids: nothing of the other line
 * is listed, shown, altered, cancelled or claimed.
 */
import { fillPath } from '@cover/domain';
import { FUNERAL_DOCUMENT_DOWNLOAD_ROUTES, FUNERAL_PATHS } from '@cover/domain/funeral';
import { describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../src/platform/uploads/testing.js';
import { claimInput } from '../src/modules/claims/testing/harness.js';
import { funeralCalls } from '../src/modules/funeral/index.js';
import { CALL_INPUTS, ID_LESS_CALLS } from '../src/modules/funeral/testing/call-inputs.js';
import { lineScopingWorld } from './line-scoping/world.js';

const world = lineScopingWorld();

describe('the funeral routes never reach another line’s records', () => {
  const retailSide = funeralCalls().filter(
    (call) => call.route.audience === 'retail' && CALL_INPUTS[call.name] !== undefined,
  );

  it('covers every retail and jmr funeral call that names something', () => {
    const key = (call: { family: string; name: string }) => `${call.family}.${call.name}`;
    const everyRetailCall = funeralCalls().filter((call) => call.route.audience === 'retail');
    expect(retailSide.map(key)).toEqual(
      everyRetailCall.map(key).filter((name) => !ID_LESS_CALLS.includes(name)),
    );
    expect(retailSide.length).toBe(34);
  });

  it.each(retailSide.map((call) => [`${call.family}.${call.name}`, call] as const))(
    '%s refuses the gadget ids, or lists nothing of the gadget line',
    async (_key, call) => {
      const input = CALL_INPUTS[call.name]?.(world.gadget) ?? {};
      const url = fillPath(call.route.path, { policyId: world.gadget.policyId });
      const response = await world.harness.call(world.alice, {
        method: call.route.method,
        url,
        ...(call.route.method === 'GET'
          ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
          : { payload: input }),
      });
      const namesAGadgetRecord = Object.values(input).some(
        (value) => typeof value === 'string' && world.gadgetIds.includes(value),
      );
      if (namesAGadgetRecord) expect(response.statusCode, response.body).toBe(404);
      else {
        expect(response.statusCode, response.body).toBe(200);
        expect(world.namesGadget(response.body), response.body).toBe(false);
      }
    },
  );

  it('still lists the customer’s own funeral policy beside the hidden gadget one', async () => {
    const response = await world.harness.call(world.alice, {
      method: 'GET',
      url: FUNERAL_PATHS.retail.getPolicy.path,
      query: { policyHolderId: world.alice.holder.policyHolderId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(world.funeralPolicy.policyId);
    expect(world.namesGadget(response.body)).toBe(false);
  });
});

describe('the funeral claims and documents routes never reach another line’s records', () => {
  const paths = FUNERAL_PATHS.retail;
  const { get, post } = world;

  it.each([
    ['getClaimByID', () => get(paths.getClaimByID.path, { claimId: world.gadget.claimId })],
    ['getClaimDocuments', () => get(paths.getClaimDocuments.path, { claimId: world.gadget.claimId })],
    ['getClaimsByPolicyId', () => get(paths.getClaimsByPolicyId.path, { policyId: world.gadget.policyId })],
    ['getClaims by policy', () => get(paths.getClaims.path, { policyId: world.gadget.policyId })],
    ['submitClaimByID', () => post(paths.submitClaimByID.path, { claimId: world.gadget.claimId })],
    [
      'submitClaim',
      () =>
        post(paths.submitClaim.path, {
          ...claimInput(world.funeralPolicy, world.alice),
          policyId: world.gadget.policyId,
        }),
    ],
    ['getDocument', () => post(paths.getDocument.path, { policyId: world.gadget.policyId })],
    [
      'uploadDocuments',
      () =>
        world.harness.call(world.alice, {
          method: 'POST',
          url: paths.uploadDocuments.path,
          payload: formData({ claimId: world.gadget.claimId, kind: 'death_certificate' }, [
            { field: 'file', name: 'certificate.pdf', bytes: samplePdf(), type: 'application/pdf' },
          ]),
        }),
    ],
    [
      'document download',
      () =>
        get(FUNERAL_DOCUMENT_DOWNLOAD_ROUTES.retail.path.replace(':documentId', world.gadget.documentId), {}),
    ],
  ] as const)('%s answers 404 for the gadget record', async (_name, send) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(404);
  });

  it('lists the funeral claim and not the gadget claim', async () => {
    const response = await get(paths.getClaims.path, {});
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(world.funeralClaimId);
    expect(world.namesGadget(response.body)).toBe(false);
  });
});
