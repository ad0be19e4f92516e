import { describe, expect, it } from 'vitest';
import {
  alterationPreviewText,
  cancellationReasonText,
  historyActorText,
  isSystemHistoryEvent,
  policyEventSummary,
  staffEventSummary,
  type PolicyChangeFacts,
} from './policy-history.js';

const grace = { firstName: 'Grace', lastName: 'Dube', relation: 'mother' };
const ayanda = { firstName: 'Ayanda', lastName: 'Nkosi' };

describe('the history of a policy in words', () => {
  const altered = (change: PolicyChangeFacts, premiumBefore: number, premiumAfter: number) => ({
    change,
    premiumBefore,
    premiumAfter,
  });

  it.each([
    [
      'beneficiaries, premium unchanged',
      altered({ kind: 'beneficiaries_changed', count: 3 }, 9750, 9750),
      'You changed your beneficiaries (3 people). Your premium stays R 97,50.',
      'Beneficiaries changed (3 people). Premium stays R 97,50.',
    ],
    [
      'one beneficiary',
      altered({ kind: 'beneficiaries_changed', count: 1 }, 9750, 9750),
      'You changed your beneficiaries (1 person). Your premium stays R 97,50.',
      'Beneficiaries changed (1 person). Premium stays R 97,50.',
    ],
    [
      'an extended family member added',
      altered({ kind: 'extended_family_added', people: [grace] }, 9750, 27750),
      'Grace Dube (Mother) added to the policy. Premium R 97,50 → R 277,50.',
      'Grace Dube (Mother) added to the policy. Premium R 97,50 → R 277,50.',
    ],
    [
      'a spouse added',
      altered({ kind: 'spouse_added', people: [ayanda] }, 9750, 14250),
      'You added your spouse Ayanda Nkosi to the policy. Premium R 97,50 → R 142,50.',
      'Spouse Ayanda Nkosi added to the policy. Premium R 97,50 → R 142,50.',
    ],
    [
      'an extended family member removed',
      altered({ kind: 'extended_family_removed', people: [grace] }, 27750, 9750),
      'Grace Dube (Mother) removed from the policy. Premium R 277,50 → R 97,50.',
      'Grace Dube (Mother) removed from the policy. Premium R 277,50 → R 97,50.',
    ],
    [
      'two children added',
      altered(
        { kind: 'children_added', people: [ayanda, { firstName: 'Lwazi', lastName: 'Nkosi' }] },
        9750,
        9750,
      ),
      'Ayanda Nkosi and Lwazi Nkosi added to the policy. Your premium stays R 97,50.',
      'Ayanda Nkosi and Lwazi Nkosi added to the policy. Premium stays R 97,50.',
    ],
    [
      'an extended family member changed',
      altered({ kind: 'extended_family_changed', people: [grace] }, 9750, 12000),
      'You changed the cover of Grace Dube (Mother). Premium R 97,50 → R 120,00.',
      'Cover of Grace Dube (Mother) changed. Premium R 97,50 → R 120,00.',
    ],
    [
      'the plan',
      altered({ kind: 'plan_changed', coverType: 'Money cover', coverOption: 'A' }, 9750, 5000),
      'You changed your plan to Money cover, option A. Premium R 97,50 → R 50,00.',
      'Plan changed to Money cover, option A. Premium R 97,50 → R 50,00.',
    ],
    [
      'the policy details',
      altered({ kind: 'details_changed' }, 9750, 9750),
      'You updated your policy details. Your premium stays R 97,50.',
      'Policy details updated. Premium stays R 97,50.',
    ],
    [
      'the payment (an alteration)',
      altered({ kind: 'payment_changed', method: 'debit_order', billingDay: 31 }, 9750, 9750),
      'You changed how you pay: Debit order on the last day of the month. Your premium stays R 97,50.',
      'Payment changed to Debit order on the last day of the month. Premium stays R 97,50.',
    ],
    [
      'a vehicle swapped',
      altered({ kind: 'vehicle_swapped', vehicle: 'Toyota Corolla (CA 123-456)' }, 50000, 61000),
      'You swapped your vehicle for the Toyota Corolla (CA 123-456). Premium R 500,00 → R 610,00.',
      'Vehicle swapped for the Toyota Corolla (CA 123-456). Premium R 500,00 → R 610,00.',
    ],
    [
      'a motor edit, by what it changed',
      altered({ kind: 'vehicle_details_changed', parts: ['driver', 'address'] }, 50000, 50000),
      'You changed your regular driver and address. Your premium stays R 500,00.',
      'Regular driver and address changed. Premium stays R 500,00.',
    ],
    [
      'a motor edit kept before its parts were',
      altered({ kind: 'vehicle_details_changed' }, 50000, 50000),
      'You changed the details of your vehicle, its use, driver or address. Your premium stays R 500,00.',
      'Details of the vehicle, its use, driver or address changed. Premium stays R 500,00.',
    ],
  ])('%s', (_name, data, holder, staff) => {
    expect(policyEventSummary('policy.altered', data, 'holder')).toBe(holder);
    expect(policyEventSummary('policy.altered', data, 'staff')).toBe(staff);
  });

  it('names what a motor edit’s preview changes', () => {
    expect(alterationPreviewText({ kind: 'vehicle_details_changed', parts: ['extras'] })).toBe(
      'Change your extras',
    );
  });

  it('names who a preview adds or removes', () => {
    expect(alterationPreviewText({ kind: 'extended_family_removed', people: [grace] })).toBe(
      'Remove Grace Dube (Mother)',
    );
    expect(alterationPreviewText({ kind: 'extended_family_added', people: [grace, ayanda] })).toBe(
      'Add Grace Dube (Mother) and Ayanda Nkosi',
    );
    expect(alterationPreviewText({ kind: 'spouse_added', people: [ayanda] })).toBe(
      'Add your spouse Ayanda Nkosi',
    );
    expect(alterationPreviewText({ kind: 'beneficiaries_changed', count: 3 })).toBe(
      'Change your beneficiaries (3 people)',
    );
  });

  it.each([
    [
      { reason: 'other', refund: 0 },
      'You cancelled the policy (reason: Other).',
      'Policy cancelled (reason: Other).',
    ],
    [
      { reason: 'too_expensive', refund: 9750 },
      'You cancelled the policy (reason: Too expensive). R 97,50 refunded (cooling-off period).',
      'Policy cancelled (reason: Too expensive). R 97,50 refunded (cooling-off period).',
    ],
    [
      { reason: 'unemployed', refund: 63000, unusedCover: { paidUntil: '2026-12-24', days: 18 } },
      'You cancelled the policy (reason: Unemployed). R 630,00 refunded for the 18 days paid for after the cancellation, up to 24 December 2026.',
      'Policy cancelled (reason: Unemployed). R 630,00 refunded for the 18 days paid for after the cancellation, up to 24 December 2026.',
    ],
    [
      { reason: 'vehicle_sold', refund: 0 },
      'You cancelled the policy (reason: Vehicle sold).',
      'Policy cancelled (reason: Vehicle sold).',
    ],
  ])('a cancellation with its reason in words: %o', (data, holder, staff) => {
    expect(policyEventSummary('policy.cancelled', data, 'holder')).toBe(holder);
    expect(policyEventSummary('policy.cancelled', data, 'staff')).toBe(staff);
  });

  it('words a reason code it does not know without its underscores', () => {
    expect(cancellationReasonText('dishonest_client')).toBe('Dishonest client');
    expect(cancellationReasonText('some_new_reason')).toBe('Some new reason');
  });

  it('words a payment change with the method and the day, not their codes', () => {
    const data = { method: 'debit_order', billingDay: 12, nextBillingDate: '2027-01-12' };
    expect(policyEventSummary('policy.payment_updated', data, 'holder')).toBe(
      'You changed how you pay: Debit order on the 12th. Next collection 12 January 2027.',
    );
    expect(policyEventSummary('policy.payment_updated', data, 'staff')).toBe(
      'Payment changed to Debit order on the 12th. Next collection 12 January 2027.',
    );
  });

  it('has no words for other events or for events without their facts (their stored summary stands)', () => {
    expect(policyEventSummary('policy.issued', {}, 'holder')).toBeNull();
    expect(policyEventSummary('policy.altered', { premiumBefore: 1, premiumAfter: 1 }, 'holder')).toBeNull();
    expect(policyEventSummary('policy.cancelled', {}, 'holder')).toBeNull();
  });
});

describe('notices in a history', () => {
  it.each([
    ['application.underwriting_referred', {}, 'Application referred to an underwriter', true],
    ['application.underwriting_approved', {}, 'Application approved', false],
    [
      'application.underwriting_on_hold',
      { reason: 'Please send the claims history letter.' },
      'Application on hold: Please send the claims history letter.',
      false,
    ],
    [
      'application.underwriting_declined',
      { reason: 'Too many claims in 3 years.' },
      'Application declined: Too many claims in 3 years.',
      false,
    ],
    [
      'claim.documents_complete',
      {},
      'All required documents received; the claim is ready for assessment',
      true,
    ],
  ])('%s reads to staff as %j', (type, data, staff, bySystem) => {
    expect(staffEventSummary(type, data)).toBe(staff);
    expect(isSystemHistoryEvent(type)).toBe(bySystem);
    expect(historyActorText(type, 'Customer')).toBe(bySystem ? 'Telkom Cover' : 'Customer');
  });

  it('leaves other events to their stored summary and their actor', () => {
    expect(staffEventSummary('claim.on_hold', { reason: 'x' })).toBeNull();
    expect(historyActorText('policy.altered', 'Demo Assessor')).toBe('Demo Assessor');
  });
});
