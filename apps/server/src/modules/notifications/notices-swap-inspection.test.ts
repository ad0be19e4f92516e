/**
 * The notices of a swap's inspection (createPreinspection with `forSwap`; QA walk 12, findings 5a and 5d):
 * made, it says the cover stays on and where to get the photo link; approved, that the swap is still to be
 * confirmed under Swap vehicle. One made in the wizard keeps the words of an inspection before cover.
 */
import { describe, expect, it } from 'vitest';
import { appendEvent } from '../insurance-core/events.js';
import { createInspection } from '../motor/pre-inspection/service.js';
import { noticeSuite } from './testing/notice-suite.js';

const suite = noticeSuite();
const { db, eventOf, noticesOf } = suite;

const vehicle = {
  make: 'Toyota',
  model: 'Starlet',
  color: 'Red',
  registrationNo: 'CA 987-654',
  vinNo: 'MHYBB3CD001234567',
  engineNo: 'ENG987',
  licenceNo: 'LIC987',
  odometerValue: 12_000,
  manufacturingYear: 2022,
  vehicleRegistrationYear: 2022,
  vehicleRegistrationMonth: 3,
  estimatedRetailPrice: 18_000_000,
};

async function inspection(forSwap: boolean) {
  const row = await createInspection(db(), {
    holderId: suite.owner.holder.policyHolderId,
    input: {
      assessmentType: 'PRE_INSPECTION',
      ...vehicle,
      vinNo: `${vehicle.vinNo.slice(0, 16)}${forSwap ? 8 : 9}`,
      forSwap,
    },
    now: new Date(),
    actor: 'retail:test',
  });
  const created = (await noticesOf(await eventOf(row.id, 'pre_inspection_created')))
    .map((m) => m.text)
    .join(' ');
  const approvedEvent = await appendEvent(db(), {
    entityType: 'pre_inspection',
    entityId: row.id,
    type: 'pre_inspection_approved',
    summary: 'Pre-inspection approved',
    actor: 'operator:test',
    at: new Date(),
  });
  const approved = (await noticesOf(approvedEvent)).map((m) => m.text).join(' ');
  return { created, approved };
}

describe('notices of a swap’s inspection', () => {
  it('speak of the swap: the cover stays on, the link is got under Swap vehicle, the swap is still to confirm', async () => {
    const { created, approved } = await inspection(true);
    expect(created).toContain('Your cover stays on your current vehicle');
    expect(created).not.toContain('Before cover can start');
    expect(approved).toContain('choose Swap vehicle, see the new premium and confirm the swap');
  });

  it('keep the words of an inspection before cover when made in the wizard', async () => {
    const { created, approved } = await inspection(false);
    expect(created).toContain('Before cover can start');
    expect(approved).not.toContain('Swap vehicle');
  });
});
