import { describe, expect, it } from 'vitest';
import { preInspectionHistory } from './pre-inspection-history';

const event = (type: string, data: Record<string, unknown> = {}) => ({
  type,
  actor: 'operator:7',
  actorName: 'Nomvula Assessor',
  data,
  createdAt: '2026-12-05T10:00:00Z',
});

describe('preInspectionHistory', () => {
  it.each([
    { type: 'pre_inspection_approved', data: {}, what: 'Approved', why: null },
    {
      type: 'pre_inspection_rejected',
      data: { reason: 'The odometer is blurred' },
      what: 'Not approved',
      why: 'The odometer is blurred',
    },
    {
      type: 'pre_inspection_cancelled',
      data: { applicationId: 'a-1', closeReason: 'declined' },
      what: 'No longer needed',
      why: 'The application for this vehicle was declined.',
    },
    {
      type: 'pre_inspection_cancelled',
      data: { applicationId: 'a-1', closeReason: 'withdrawn' },
      what: 'No longer needed',
      why: 'The application for this vehicle was withdrawn.',
    },
    {
      type: 'pre_inspection_cancelled',
      data: { claimId: 'c-1', closeReason: 'claim_repudiated' },
      what: 'No longer needed',
      why: 'The claim was repudiated.',
    },
    {
      type: 'pre_inspection_approved_with_claim',
      data: { claimId: 'c-1' },
      what: 'Approved with the claim',
      why: null,
    },
  ])('$type ($data.closeReason) reads “$what”', ({ type, data, what, why }) => {
    const [entry] = preInspectionHistory([event(type, data)]);
    expect(entry).toMatchObject({ what, why, by: 'Nomvula Assessor' });
  });
});
