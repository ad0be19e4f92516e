import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../components/money/format-money';
import { backofficeClaim } from '../testing/backoffice-fixtures';
import { lineFacts } from './line-facts';

describe('lineFacts of a device claim', () => {
  it('shows the excess and the repair quote as amounts, and leaves out a lost phone’s empty quote', () => {
    expect(lineFacts({ excess: 75_000, repairQuote: 600_000 })).toEqual([
      { label: 'Excess', value: formatMoney(75_000) },
      { label: 'Repair quote', value: formatMoney(600_000) },
    ]);
    expect(lineFacts({ excess: 125_000, repairQuote: null })).toEqual([
      { label: 'Excess', value: formatMoney(125_000) },
    ]);
  });
});

/** A motor accident claim as the back office reads it (the view's own facts, as the QA's claim had them). */
const motorAccidentClaim = (driver: Record<string, unknown> = { isPolicyHolder: true }) => ({
  claimType: 'ACCIDENT_SCRATCHES_DENTS',
  claimTypeLabel: 'Accident scratches & dents',
  incident_date: '2026-12-05',
  incident_time: '05:46',
  incident_address: '1 Main Road',
  incident_suburb: 'Rondebosch',
  incident_province: 'WC',
  incidentPlace: '1 Main Road, Rondebosch, Western Cape',
  incident_delay_reason: null,
  reportedLate: false,
  description: 'Reversed into a pole in a parking lot, rear bumper dented.',
  policeStation: null,
  sapsCaseNumber: null,
  policeReferenceNumber: null,
  policeOfficer: null,
  excess: 752_800,
  vehicle: 'Toyota Corolla Cross 1.8 XS 2025 (CA 123-456)',
  accident: {
    otherPartyInvolved: false,
    driver: { licenceNumber: '1234567890AB', licenceCode: 'B', licenceIssuedDate: '2012-05-01', ...driver },
    ownSpeedKmh: 5,
    roadCondition: 'dry',
    weather: 'clear',
    passengers: [],
    thirdParties: [],
    witnesses: [],
    injuries: { anyone: false },
  },
  inspectionMobileEnding: '1234',
  inspection: { preInspectionId: '7d1f1b6e-2f4b-4c55-9a53-1c0d0d3b2a11', status: 'AWAITING_PHOTOS' },
});

describe('lineFacts of a motor accident claim', () => {
  const facts = (claim: Record<string, unknown>) =>
    Object.fromEntries(lineFacts(claim).map((fact) => [fact.label, fact.value]));

  it('says what happened in plain labels and values, not field names and codes', () => {
    const shown = facts(motorAccidentClaim());
    expect(shown).toMatchObject({
      'Claim type': 'Accident scratches & dents',
      'Date of the incident': '5 December 2026',
      'Time of the incident': '05:46',
      Address: '1 Main Road',
      Suburb: 'Rondebosch',
      Province: 'Western Cape',
      'Reported more than 48 hours later': 'No',
      Excess: formatMoney(752_800),
      'Another vehicle involved': 'No',
      Driver: 'the policy holder',
      'Licence code': 'B: light motor vehicle',
      'Licence first issued': '1 May 2012',
      Speed: '5 km/h',
      Road: 'Dry',
      'Weather and light': 'Clear',
      'Was anyone injured?': 'No',
      'Inspection link texted to': 'the cellphone number ending in 1234',
    });
    // linked to the inspection's page (QA walk 4, finding 3)
    expect(shown['Damage inspection']).toMatchObject({
      props: { id: '7d1f1b6e-2f4b-4c55-9a53-1c0d0d3b2a11', label: 'Waiting for photos' },
    });
    const labels = Object.keys(shown).join(' | ');
    expect(labels).not.toMatch(/Incident province|Own speed|Anyone|Is policy holder|Pre inspection id/);
    // the place is shown once, by its parts
    expect(shown).not.toHaveProperty('Incident place');
  });

  it('names another driver and the injuries when there were any', () => {
    const claim = motorAccidentClaim({
      isPolicyHolder: false,
      fullName: 'Sipho Ndlovu',
      idNumber: '9001015800087',
    });
    claim.accident.injuries = { anyone: true, description: 'Whiplash' } as typeof claim.accident.injuries;
    const shown = facts(claim);
    expect(shown).toMatchObject({
      Driver: 'Sipho Ndlovu',
      'Driver’s ID number': '9001015800087',
      'Was anyone injured?': 'Yes',
      Injuries: 'Whiplash',
    });
  });
});

describe('lineFacts of a funeral claim as the back office reads it', () => {
  it('shows only the claimant’s answers, each labelled once: no document names, no viewer flags', () => {
    // the detail's reply as QA read it: the type's document names, the hold's document asked for, whether the
    // viewer recommended, what holds the approval up and when the customer answered a hold
    const claim = backofficeClaim({
      documentLabels: {
        death_certificate: 'Death certificate',
        deceased_id: 'Deceased ID',
        main_member_id: 'Main member ID',
        requested_document: 'Document we asked for',
      },
      youRecommended: false,
      approvalBlocker: 'The photos of the damage are outstanding',
      holdAnsweredAt: '2026-03-03T09:00:00.000Z',
    } as Partial<ReturnType<typeof backofficeClaim>>);
    const shown = lineFacts(claim as Record<string, unknown>);
    expect(shown.map((fact) => fact.label)).toEqual([
      'First name',
      'Last name',
      'ID number',
      'Member',
      'Date of death',
      'Cause of death',
    ]);
    expect(shown.map((fact) => fact.value)).toEqual([
      'Sipho',
      'Dlamini',
      '5001015009081',
      'Spouse',
      '27 February 2026',
      'Natural',
    ]);
  });
});
