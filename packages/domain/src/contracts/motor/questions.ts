/**
 * The motor wizard's questions about the customer, asked of the customer themselves (the web app asks them,
 * the journeys answer them).
 */
export const MOTOR_QUESTIONS = {
  relationship: 'Relationship to you',
  isPermanent: 'Are you the vehicle’s permanent (regular) driver?',
  vehicleOwner: 'Is the vehicle registered in your name?',
  payingLoan: 'Are you paying off a loan on this vehicle?',
  essential: 'Do you need this vehicle to do your job?',
  cancelled: 'Has an insurer ever cancelled your insurance?',
  extras: 'Does the vehicle have extras or accessories you want covered?',
} as const;

export type MotorQuestions = Record<keyof typeof MOTOR_QUESTIONS, string>;

/** How the wizard names a customer someone else fills it in for: their first name ('the customer' if none). */
export const customerFirstName = (fullName: string): string =>
  fullName.trim().split(/\s+/)[0] || 'the customer';

/** The same questions about a customer someone else fills the wizard in for, by their first name. */
export function motorQuestionsAbout(fullName: string): MotorQuestions {
  const name = customerFirstName(fullName);
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
