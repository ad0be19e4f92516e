import type { Fact } from '../policies/fact-list';

const people = (names: readonly string[]) => (names.length === 0 ? 'None' : names.join(', '));

/** The people an accident report names (a motor claim's accident details have these lists). */
export interface AccidentPeople {
  passengers: readonly { fullName: string; injured?: boolean | undefined }[];
  thirdParties: readonly { fullName: string; damage: string }[];
  witnesses: readonly { fullName: string }[];
}

/**
 * The people of a motor accident as the customer's claim page and the back office both show them: the
 * passengers (marked when injured), the third parties with their damage, and the witnesses ('None' when none).
 */
export function accidentPeopleFacts(accident: AccidentPeople): Fact[] {
  return [
    {
      label: 'Passengers',
      value: people(
        accident.passengers.map(
          (passenger) => `${passenger.fullName}${passenger.injured ? ' (injured)' : ''}`,
        ),
      ),
    },
    {
      label: 'Third parties',
      value: people(accident.thirdParties.map((party) => `${party.fullName}: ${party.damage}`)),
    },
    { label: 'Witnesses', value: people(accident.witnesses.map((witness) => witness.fullName)) },
  ];
}
