/** Valid motor claim payloads of each type, with the times of the incident relative to now. */
import type { MotorClaimType } from '@cover/domain';

/** The South African date and time of an instant `hours` before now: { incident_date, incident_time }. */
export function hoursAgo(hours: number, now = new Date()) {
  const local = new Date(now.getTime() - hours * 3_600_000 + 2 * 3_600_000);
  return {
    incident_date: local.toISOString().slice(0, 10),
    incident_time: local.toISOString().slice(11, 16),
  };
}

export const bankDetails = {
  bankName: 'fnb',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};

export const accidentDetails = {
  otherPartyInvolved: true,
  otherParty: {
    fullName: 'Sipho Dlamini',
    idNumber: '8801235111088',
    mobile: '083 555 1234',
    vehicleRegistrationNo: 'nd 123-456',
    insurer: 'Santam',
  },
  driver: {
    isPolicyHolder: true,
    licenceNumber: '1047 0001 ABCD',
    licenceCode: 'B',
    licenceIssuedDate: '2010-05-04',
  },
  ownSpeedKmh: 40,
  otherSpeedKmh: 60,
  roadCondition: 'wet',
  weather: 'rain',
  passengers: [{ fullName: 'Lerato Nkosi', injured: false }],
  thirdParties: [{ fullName: 'Mary Jones', damage: 'Garden wall knocked over' }],
  witnesses: [{ fullName: 'John Smith', mobile: '0821112222' }],
  injuries: { anyone: false },
};

/** A valid claim of `type` on the policy, two hours ago in Rosebank, with any fields replaced. */
export function motorClaimInput(
  policyId: string,
  type: MotorClaimType,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const base = {
    policyId,
    claimType: type,
    ...hoursAgo(2),
    incident_address: '12 Jan Smuts Avenue',
    incident_suburb: 'Rosebank',
    incident_province: 'GP',
    description: 'What happened, in the customer’s own words, long enough to read.',
    acceptTermsAndCondition: true,
    bankDetails,
  };
  const byType: Record<MotorClaimType, Record<string, unknown>> = {
    STOLEN: { sapsCaseNumber: 'cas 123/3/2026', policeStation: 'Rosebank' },
    HIJACKED: { sapsCaseNumber: 'CAS 77/3/2026', policeStation: 'Hillbrow' },
    GLASS: { amount: 350_000, claimInspectionPhoneNumber: '082 123 4567' },
    ACCESSORIES: { amount: 1_200_000, claimInspectionPhoneNumber: '082 123 4567' },
    ACCIDENT_SCRATCHES_DENTS: {
      amount: 2_500_000,
      claimInspectionPhoneNumber: '082 123 4567',
      accident: accidentDetails,
    },
    TOWING: { amount: 150_000 },
  };
  return { ...base, ...byType[type], ...overrides };
}
