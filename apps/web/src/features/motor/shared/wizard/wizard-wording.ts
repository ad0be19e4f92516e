import { useMemo } from 'react';
import { COOLING_OFF_DAYS } from '@cover/domain';
import { customerFirstName } from '@cover/domain/motor';
import { CREDIT_LIFE_COOLING_OFF } from '../../../credit-life/policies/credit-life-facts';
import { VEHICLE_BALANCE_HELP, vehicleBalanceHelp } from './credit-life-rules';
import { useMotorWizardAgent } from './wizard-agent';

/**
 * What the motor wizard and its quote say about the customer's cover, beside its questions
 * (`useMotorQuestions`): to the customer themselves ("Your quote"), or about the customer to an operator
 * filling it in for them ("Nomvula’s quote").
 */
export interface MotorWording {
  vehicleStep: string;
  vehicleSection: string;
  scanHelp: string;
  useSection: string;
  historySection: string;
  seeQuote: string;
  quoteSection: string;
  acceptQuote: string;
  quoteRenewed: string;
  workingOutPremium: string;
  gettingQuote: string;
  changeAnswers: string;
  paySection: string;
  accountHolderHelp: string;
  startsAfterInspection: string;
  inspectionApproved: string;
  premiumLabel: string;
  adds: string;
  lowers: string;
  excessColumn: string;
  holdsUntil: (day: string) => string;
  coolingOff: (days: number) => string;
  /** vehicle credit life's cooling-off (long-term cover), said with its premium */
  creditLifeCoolingOff: string;
  /** vehicle credit life's balance hint */
  creditLifeBalanceHelp: string;
  /** the choice of the customer as the person responsible for the finance ('Me', 'Nomvula') */
  responsibleSelf: string;
  /** whose bank, salary and billing day it is: undefined for the customer's own ('your', 'my') */
  payer: string | undefined;
}

export const CUSTOMER_WORDING: MotorWording = {
  vehicleStep: 'Your vehicle',
  vehicleSection: 'The vehicle you insure',
  scanHelp:
    'Scan the barcode on your licence disc to fill these in, or type them from the disc and the registration papers.',
  useSection: 'How you use it',
  historySection: 'Your insurance history',
  seeQuote: 'See my quote',
  quoteSection: 'Your quote',
  acceptQuote: 'Accept and continue',
  quoteRenewed: 'Your quote had expired, so we got you a new one.',
  workingOutPremium: 'Working out your premium',
  gettingQuote: 'Getting your quote',
  changeAnswers: 'go back and change your answers',
  paySection: 'How you pay',
  accountHolderHelp: 'Your name, or the person or company that pays it',
  startsAfterInspection: 'Cover cannot start before your vehicle’s inspection is approved.',
  inspectionApproved: 'Your vehicle’s inspection is approved: cover can start on the day you choose.',
  premiumLabel: 'Your premium a month',
  adds: 'What adds to your premium',
  lowers: 'What lowers your premium',
  excessColumn: 'Excess you pay',
  holdsUntil: (day) => `Your quote holds for 7 days: until ${day}.`,
  coolingOff: (days) =>
    `You have ${days} days to change your mind (cooling-off): cancel within ${days} days of the start of ` +
    'your cover and the premiums you paid are refunded, unless a claim was made.',
  creditLifeCoolingOff: CREDIT_LIFE_COOLING_OFF,
  creditLifeBalanceHelp: VEHICLE_BALANCE_HELP,
  responsibleSelf: 'Me',
  payer: undefined,
};

/** The same about a customer someone else fills the wizard in for, by their first name. */
export function motorWordingAbout(fullName: string): MotorWording {
  const name = customerFirstName(fullName);
  return {
    vehicleStep: `${name}’s vehicle`,
    vehicleSection: `The vehicle ${name} insures`,
    scanHelp:
      'Scan the barcode on the vehicle’s licence disc to fill these in, or type them from the disc and the registration papers.',
    useSection: `How ${name} uses it`,
    historySection: `${name}’s insurance history`,
    seeQuote: 'See the quote',
    quoteSection: `${name}’s quote`,
    // the customer accepts it themselves, later: the operator only goes on with it
    acceptQuote: 'Continue with this quote',
    quoteRenewed: `${name}’s quote had expired, so we got a new one.`,
    workingOutPremium: `Working out ${name}’s premium`,
    gettingQuote: `Getting ${name}’s quote`,
    changeAnswers: 'go back and change the answers',
    paySection: `How ${name} pays`,
    accountHolderHelp: `${name}’s name, or the person or company that pays it`,
    startsAfterInspection: 'Cover cannot start before the vehicle’s inspection is approved.',
    inspectionApproved: `The vehicle’s inspection is approved: cover can start on the day ${name} chooses.`,
    premiumLabel: `${name}’s premium a month`,
    adds: 'What adds to the premium',
    lowers: 'What lowers the premium',
    excessColumn: `Excess ${name} pays`,
    holdsUntil: (day) => `The quote holds for 7 days: until ${day}.`,
    coolingOff: (days) =>
      `${name} has ${days} days to change their mind (cooling-off): cancel within ${days} days of the start ` +
      'of the cover and the premiums paid are refunded, unless a claim was made.',
    creditLifeCoolingOff:
      `Credit life is long-term cover: ${name} has ${COOLING_OFF_DAYS.long_term} days from receiving the ` +
      'policy to change their mind, and the premiums paid are refunded unless a claim was made.',
    creditLifeBalanceHelp: vehicleBalanceHelp(name),
    responsibleSelf: name,
    payer: name,
  };
}

/** The wording for whoever is at the screen. */
export function useMotorWording(): MotorWording {
  const name = useMotorWizardAgent()?.customerName;
  return useMemo(() => (name === undefined ? CUSTOMER_WORDING : motorWordingAbout(name)), [name]);
}
