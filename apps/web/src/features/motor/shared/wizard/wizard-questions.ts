import { useMotorWizardAgent } from './wizard-agent';

/** The motor wizard's questions about the customer, asked of the customer themselves. */
export const OWN_QUESTIONS = {
  relationship: 'Relationship to you',
  isPermanent: 'Are you the vehicle’s permanent (regular) driver?',
  vehicleOwner: 'Is the vehicle registered in your name?',
  payingLoan: 'Are you paying off a loan on this vehicle?',
  essential: 'Do you need this vehicle to do your job?',
  cancelled: 'Has an insurer ever cancelled your insurance?',
  extras: 'Does the vehicle have extras or accessories you want covered?',
} as const;

export type MotorQuestions = Record<keyof typeof OWN_QUESTIONS, string>;

/** The same questions about a customer someone else fills the wizard in for, by their first name. */
export function questionsAbout(fullName: string): MotorQuestions {
  const name = fullName.trim().split(/\s+/)[0] || 'the customer';
  return {
    relationship: `Relationship to ${name}`,
    isPermanent: `Is ${name} the vehicle’s permanent (regular) driver?`,
    vehicleOwner: `Is the vehicle registered in ${name}’s name?`,
    payingLoan: `Is ${name} paying off a loan on this vehicle?`,
    essential: `Does ${name} need this vehicle to do their job?`,
    cancelled: `Has an insurer ever cancelled ${name}’s insurance?`,
    extras: `Does the vehicle have extras or accessories ${name} wants covered?`,
  };
}

/**
 * The wizard's questions as the person at the screen reads them: "Are you…" to the customer, "Is Thandi…"
 * to an operator filling it in for Thandi (the operator desk).
 */
export function useMotorQuestions(): MotorQuestions {
  const agent = useMotorWizardAgent();
  return agent ? questionsAbout(agent.customerName) : OWN_QUESTIONS;
}
