import type { AccidentDetailsDraft } from '@cover/domain/motor';
import type { Answer } from '../policies/edit/edit-draft';
import { wholeNumber } from '../policies/number-text';

export interface PassengerDraft {
  fullName: string;
  injured: Answer;
}

export interface ThirdPartyDraft {
  fullName: string;
  mobile: string;
  vehicleRegistrationNo: string;
  insurer: string;
  damage: string;
}

export interface WitnessDraft {
  fullName: string;
  mobile: string;
}

/**
 * The accident details of spec 001 §3 as typed (claims for accident damage, scratches and dents), shaped
 * like the contract so its field errors land on the fields: speeds as typed text, unanswered questions
 * null, the people as rows that are added and removed.
 */
export interface AccidentDraft {
  otherPartyInvolved: Answer;
  otherParty: {
    fullName: string;
    idNumber: string;
    mobile: string;
    vehicleRegistrationNo: string;
    insurer: string;
  };
  driver: {
    isPolicyHolder: Answer;
    fullName: string;
    idNumber: string;
    licenceNumber: string;
    licenceCode: string;
    licenceIssuedDate: string;
  };
  ownSpeedKmh: string;
  otherSpeedKmh: string;
  roadCondition: string;
  weather: string;
  passengers: PassengerDraft[];
  thirdParties: ThirdPartyDraft[];
  witnesses: WitnessDraft[];
  injuries: { anyone: Answer; description: string };
}

export const emptyPassenger = (): PassengerDraft => ({ fullName: '', injured: null });
export const emptyThirdParty = (): ThirdPartyDraft => ({
  fullName: '',
  mobile: '',
  vehicleRegistrationNo: '',
  insurer: '',
  damage: '',
});
export const emptyWitness = (): WitnessDraft => ({ fullName: '', mobile: '' });

export const emptyAccidentDraft = (): AccidentDraft => ({
  otherPartyInvolved: null,
  otherParty: { fullName: '', idNumber: '', mobile: '', vehicleRegistrationNo: '', insurer: '' },
  driver: {
    isPolicyHolder: null,
    fullName: '',
    idNumber: '',
    licenceNumber: '',
    licenceCode: '',
    licenceIssuedDate: '',
  },
  ownSpeedKmh: '',
  otherSpeedKmh: '',
  roadCondition: '',
  weather: '',
  passengers: [],
  thirdParties: [],
  witnesses: [],
  injuries: { anyone: null, description: '' },
});

/** Blank optional text is the same as none. */
const optional = (text: string) => (text.trim() === '' ? undefined : text);
/** An unanswered question goes as null: the contract refuses it with the question's message. */
const answered = (answer: Answer) => answer as boolean;

/** The accident as the claim submission takes it. */
export function accidentBody(draft: AccidentDraft): AccidentDetailsDraft {
  const involved = draft.otherPartyInvolved === true;
  const { driver, otherParty } = draft;
  return {
    otherPartyInvolved: answered(draft.otherPartyInvolved),
    ...(involved
      ? {
          otherParty: {
            fullName: otherParty.fullName,
            idNumber: optional(otherParty.idNumber),
            mobile: otherParty.mobile,
            vehicleRegistrationNo: otherParty.vehicleRegistrationNo,
            insurer: optional(otherParty.insurer),
          },
          ...(draft.otherSpeedKmh.trim() === '' ? {} : { otherSpeedKmh: wholeNumber(draft.otherSpeedKmh) }),
        }
      : {}),
    driver: {
      isPolicyHolder: answered(driver.isPolicyHolder),
      ...(driver.isPolicyHolder === false
        ? { fullName: optional(driver.fullName), idNumber: optional(driver.idNumber) }
        : {}),
      licenceNumber: driver.licenceNumber,
      licenceCode: driver.licenceCode as AccidentDetailsDraft['driver']['licenceCode'],
      licenceIssuedDate: driver.licenceIssuedDate,
    },
    ownSpeedKmh: wholeNumber(draft.ownSpeedKmh),
    roadCondition: draft.roadCondition as AccidentDetailsDraft['roadCondition'],
    weather: draft.weather as AccidentDetailsDraft['weather'],
    passengers: draft.passengers.map((passenger) => ({
      fullName: passenger.fullName,
      injured: answered(passenger.injured),
    })),
    thirdParties: draft.thirdParties.map((party) => ({
      fullName: party.fullName,
      mobile: optional(party.mobile),
      vehicleRegistrationNo: optional(party.vehicleRegistrationNo),
      insurer: optional(party.insurer),
      damage: party.damage,
    })),
    witnesses: draft.witnesses.map((witness) => ({ fullName: witness.fullName, mobile: witness.mobile })),
    injuries: {
      anyone: answered(draft.injuries.anyone),
      ...(draft.injuries.anyone ? { description: draft.injuries.description } : {}),
    },
  };
}
