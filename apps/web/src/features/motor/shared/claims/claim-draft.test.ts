import { describe, expect, it } from 'vitest';
import {
  amountWithinExcessProblem,
  eventAfterCoverMessage,
  MOTOR_CLAIM_TYPES,
  saDay,
  type MotorClaimType,
} from '@cover/domain';
import {
  ACCIDENT_MESSAGES,
  MOTOR_CLAIM_MESSAGES,
  motorClaimSubmitInputSchema,
  requiredMotorClaimDocuments,
} from '@cover/domain/motor';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { MOTOR_EXCESSES, motorPolicy } from '../policies/test-motor-policy';
import { accidentBody, emptyAccidentDraft, emptyPassenger, type AccidentDraft } from './accident-draft';
import { motorClaimDocumentKinds, motorClaimFiles } from './claim-documents';
import {
  claimableMotorPolicies,
  emptyMotorClaimDraft,
  MOTOR_CLAIM_FORM_MESSAGES,
  motorClaimBody,
  motorClaimErrors,
  type MotorClaimDraft,
} from './claim-draft';

const NOW = new Date('2026-03-12T10:00:00+02:00');
const ISSUED_TODAY_ID = '55555555-6666-4777-8888-999999999999';
const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const ACCIDENT: AccidentDraft = {
  ...emptyAccidentDraft(),
  otherPartyInvolved: true,
  otherParty: {
    fullName: 'Sipho Dlamini',
    idNumber: '',
    mobile: '083 555 1234',
    vehicleRegistrationNo: 'ca 123-456',
    insurer: ' ',
  },
  driver: {
    isPolicyHolder: true,
    fullName: '',
    idNumber: '',
    licenceNumber: '1047 0001 abcd',
    licenceCode: 'B',
    licenceIssuedDate: '2010-05-04',
  },
  ownSpeedKmh: '40',
  otherSpeedKmh: '60',
  roadCondition: 'wet',
  weather: 'rain',
  passengers: [{ fullName: 'Lerato Nkosi', injured: false }],
  witnesses: [{ fullName: 'John Smith', mobile: '0821112222' }],
  injuries: { anyone: false, description: '' },
};

/** A draft of `claimType` filled in as a customer would, its required documents attached. */
function filled(claimType: MotorClaimType, overrides: Partial<MotorClaimDraft> = {}): MotorClaimDraft {
  const theft = claimType === 'STOLEN' || claimType === 'HIJACKED';
  return {
    ...emptyMotorClaimDraft(POLICY_ID),
    claimType,
    incident_date: '2026-03-11',
    incident_time: '17:45',
    incident_address: '12 Jan Smuts Avenue',
    incident_suburb: 'Rosebank',
    incident_province: 'GP',
    description: 'Parked outside the shops; it was gone when I came back.',
    ...(theft ? { sapsCaseNumber: 'cas 123/3/2026', policeStation: 'Rosebank' } : { amount: 850_000 }),
    claimInspectionPhoneNumber: '082 123 4567',
    accident: ACCIDENT,
    acceptTermsAndCondition: true,
    bankDetails: {
      source: 'given',
      bankName: 'fnb',
      accountHolderName: 'Thandi Nkosi',
      accountNumber: '6212 3456 789',
      accountType: 'cheque',
    },
    files: Object.fromEntries(
      requiredMotorClaimDocuments(claimType).map((kind) => [kind, file(`${kind}.pdf`)]),
    ),
    ...overrides,
  };
}

const policies = [
  motorPolicy({ startDate: '2026-01-01' }),
  // issued at 08:47 on 12 March 2026 (when its inspection was approved), cover from then
  motorPolicy({ policyId: ISSUED_TODAY_ID, startDate: '2026-03-12', createdAt: '2026-03-12T06:47:30Z' }),
];
const TYPES = MOTOR_CLAIM_TYPES.map((type) => type.value);

describe('motor claim documents', () => {
  it.each(TYPES)('a %s claim can carry every document it needs', (type) => {
    const kinds = motorClaimDocumentKinds(type).map((kind) => kind.value);
    expect(kinds).toEqual(expect.arrayContaining(requiredMotorClaimDocuments(type)));
  });

  it('sends only the files the chosen type can carry', () => {
    const files = { glass_quote: file('q.pdf'), towing_invoice: file('t.pdf') };
    expect(Object.keys(motorClaimFiles('GLASS', files))).toEqual(['glass_quote']);
    expect(motorClaimFiles('', files)).toEqual({});
  });
});

describe('motorClaimBody', () => {
  it.each(TYPES)('turns a filled %s draft into a submission the contract accepts', (type) => {
    expect(motorClaimSubmitInputSchema.safeParse(motorClaimBody(filled(type))).success).toBe(true);
    expect(motorClaimErrors(filled(type), policies, NOW)).toEqual({});
  });

  it.each([
    ['STOLEN', { amount: false, phone: false, accident: false }],
    ['HIJACKED', { amount: false, phone: false, accident: false }],
    ['GLASS', { amount: true, phone: true, accident: false }],
    ['ACCESSORIES', { amount: true, phone: true, accident: false }],
    ['ACCIDENT_SCRATCHES_DENTS', { amount: true, phone: true, accident: true }],
    ['TOWING', { amount: true, phone: false, accident: false }],
  ] as const)('sends a %s claim its own fields only', (type, has) => {
    const body = motorClaimBody(filled(type));
    expect('amount' in body).toBe(has.amount);
    expect('claimInspectionPhoneNumber' in body).toBe(has.phone);
    expect('accident' in body).toBe(has.accident);
  });

  it('sends the accident without blank optional facts, and without the other party when none was involved', () => {
    const sent = accidentBody(ACCIDENT);
    expect(sent.otherParty).toEqual({
      fullName: 'Sipho Dlamini',
      idNumber: undefined,
      mobile: '083 555 1234',
      vehicleRegistrationNo: 'ca 123-456',
      insurer: undefined,
    });
    expect(sent).toMatchObject({ ownSpeedKmh: 40, otherSpeedKmh: 60 });
    const alone = accidentBody({ ...ACCIDENT, otherPartyInvolved: false });
    expect(alone).not.toHaveProperty('otherParty');
    expect(alone).not.toHaveProperty('otherSpeedKmh');
  });
});

describe('motorClaimErrors', () => {
  const errorsOf = (draft: MotorClaimDraft) => motorClaimErrors(draft, policies, NOW);

  it('asks for the claim type and the common fields at once before a type is chosen', () => {
    const errors = errorsOf(emptyMotorClaimDraft(POLICY_ID));
    expect(errors).toMatchObject({
      claimType: MOTOR_CLAIM_MESSAGES.claimType,
      incident_date: MOTOR_CLAIM_MESSAGES.incidentDate,
      incident_time: MOTOR_CLAIM_MESSAGES.incidentTime,
      incident_address: MOTOR_CLAIM_MESSAGES.incidentAddress,
      incident_province: MOTOR_CLAIM_MESSAGES.incidentProvince,
      description: MOTOR_CLAIM_MESSAGES.description,
      acceptTermsAndCondition: MOTOR_CLAIM_MESSAGES.acceptTermsAndCondition,
    });
    expect(errors).not.toHaveProperty('amount');
  });

  it.each<[string, MotorClaimDraft, Record<string, string>]>([
    [
      'theft without a SAPS case number',
      filled('STOLEN', { sapsCaseNumber: '', policeStation: '' }),
      {
        sapsCaseNumber: MOTOR_CLAIM_MESSAGES.sapsCaseNumber,
        policeStation: MOTOR_CLAIM_MESSAGES.policeStation,
      },
    ],
    [
      'a case number that is not a SAPS case number',
      filled('HIJACKED', { sapsCaseNumber: '123/3/2026' }),
      { sapsCaseNumber: MOTOR_CLAIM_MESSAGES.sapsCaseNumber },
    ],
    [
      'a case number without its police station',
      filled('GLASS', { sapsCaseNumber: 'CAS 1/3/2026' }),
      { policeStation: MOTOR_CLAIM_MESSAGES.policeStation },
    ],
    [
      'inspected damage without the number for the link',
      filled('ACCESSORIES', { claimInspectionPhoneNumber: '' }),
      { claimInspectionPhoneNumber: MOTOR_CLAIM_MESSAGES.claimInspectionPhoneNumber },
    ],
    [
      'damage without its amount',
      filled('TOWING', { amount: null }),
      { amount: MOTOR_CLAIM_MESSAGES.amount },
    ],
    [
      'an incident in the future',
      filled('GLASS', { incident_date: '2026-03-12', incident_time: '11:00' }),
      { incident_date: MOTOR_CLAIM_MESSAGES.incidentInFuture },
    ],
    [
      'an incident before the cover started',
      filled('GLASS', { incident_date: '2025-12-31' }),
      { incident_date: 'This happened before your cover started on 1 January 2026.' },
    ],
    [
      'an incident before the policy was issued on its start day (QA F21)',
      filled('GLASS', { policyId: ISSUED_TODAY_ID, incident_date: '2026-03-12', incident_time: '08:40' }),
      { incident_date: 'This happened before your cover started at 08:47 on 12 March 2026.' },
    ],
    [
      'a claim reported late without a reason',
      filled('GLASS', { incident_date: '2026-03-09', incident_time: '09:59' }),
      { incident_delay_reason: MOTOR_CLAIM_MESSAGES.delayReasonRequired },
    ],
    [
      'a licence issued after the accident',
      filled('ACCIDENT_SCRATCHES_DENTS', {
        accident: { ...ACCIDENT, driver: { ...ACCIDENT.driver, licenceIssuedDate: '2026-03-12' } },
      }),
      { 'accident.driver.licenceIssuedDate': ACCIDENT_MESSAGES.licenceAfterIncident },
    ],
    [
      'a passenger row without a name or an answer',
      filled('ACCIDENT_SCRATCHES_DENTS', { accident: { ...ACCIDENT, passengers: [emptyPassenger()] } }),
      {
        'accident.passengers.0.fullName': expect.any(String) as string,
        'accident.passengers.0.injured': ACCIDENT_MESSAGES.injured,
      },
    ],
    [
      'someone else driving without their name and ID number',
      filled('ACCIDENT_SCRATCHES_DENTS', {
        accident: { ...ACCIDENT, driver: { ...ACCIDENT.driver, isPolicyHolder: false } },
      }),
      {
        'accident.driver.fullName': ACCIDENT_MESSAGES.driverName,
        'accident.driver.idNumber': ACCIDENT_MESSAGES.driverIdNumber,
      },
    ],
    [
      'a missing document the type needs',
      filled('GLASS', { files: {} }),
      {
        'files.damage_photo': MOTOR_CLAIM_FORM_MESSAGES.document,
        'files.glass_quote': MOTOR_CLAIM_FORM_MESSAGES.document,
      },
    ],
  ])('refuses %s', (_case, draft, expected) => {
    expect(errorsOf(draft)).toEqual(expected);
  });

  it('refuses an amount at or below the excess of its type, as nothing would be paid (QA ops suggestion 2)', () => {
    const excess = MOTOR_EXCESSES.find((entry) => entry.claimType === 'GLASS')?.amount ?? 0;
    expect(excess).toBeGreaterThan(0);
    for (const amount of [excess - 1, excess])
      expect(errorsOf(filled('GLASS', { amount }))).toEqual({
        amount: amountWithinExcessProblem('quote or invoice', amount, excess),
      });
    expect(errorsOf(filled('GLASS', { amount: excess + 1 }))).toEqual({});
    expect(errorsOf(filled('GLASS', { amount: excess }))).toMatchObject({
      amount: expect.stringMatching(/^Nothing would be paid on this claim/),
    });
  });

  it('accepts a late claim that says why', () => {
    const late = filled('GLASS', {
      incident_date: '2026-03-09',
      incident_time: '09:59',
      incident_delay_reason: 'I was in hospital after the accident',
    });
    expect(errorsOf(late)).toEqual({});
  });

  it('refuses an incident after a cancelled policy’s last day of cover on the date, as the server does', () => {
    const cancelled = motorPolicy({ status: 'CANCELLED', cancelledAt: '2026-03-05T08:00:00.000Z' });
    const on = (incident_date: string) =>
      motorClaimErrors(filled('GLASS', { incident_date, incident_time: '09:00' }), [cancelled], NOW);
    expect(on('2026-03-05')).toEqual({ incident_delay_reason: expect.any(String) });
    expect(on('2026-03-06')).toMatchObject({ incident_date: eventAfterCoverMessage('2026-03-05') });
  });

  it('lets claims be made on policies in force, cancelled or lapsed (for an incident before cover ended), not one ended by a theft claim', () => {
    const cancelled = motorPolicy({
      policyId: 'p-2',
      status: 'CANCELLED',
      cancelledAt: '2026-03-01T08:00:00.000Z',
    });
    const lapsed = motorPolicy({ policyId: 'p-3', status: 'LAPSED', lapsedAt: '2026-03-01T08:00:00.000Z' });
    const stolen = motorPolicy({
      policyId: 'p-4',
      status: 'CANCELLED',
      cancelledAt: '2026-03-01T08:00:00.000Z',
      cancellationReason: 'policy_claimed',
    });
    expect(
      claimableMotorPolicies([motorPolicy(), cancelled, lapsed, stolen]).map((policy) => policy.policyId),
    ).toEqual([POLICY_ID, 'p-2', 'p-3']);
    expect(saDay(NOW)).toBe('2026-03-12');
  });
});
