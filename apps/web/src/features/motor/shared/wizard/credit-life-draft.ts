// The motor wizard's creditLifeDetails as typed (spec 001 §3), types and empty values only (persisted).
import { emptyCreditLifeDraft, type CreditLifeDraft } from '../../../credit-life/fields/credit-life-draft';

/**
 * creditLifeDetails: the shared credit life details (balance, person responsible, beneficiaries,
 * issued percentage, addAnotherBeneficiary true by default), the additional percentage insured on top of
 * the balance (spec spelling `addtionalPercentage`) and the screen it was given on (`currentScreen`).
 */
export interface MotorCreditLifeDraft extends CreditLifeDraft {
  currentScreen: number;
  /** whole percent 0 to 25; null while empty */
  addtionalPercentage: number | null;
}

export const emptyMotorCreditLife = (): MotorCreditLifeDraft => ({
  ...emptyCreditLifeDraft(),
  currentScreen: 0,
  addtionalPercentage: 0,
});
