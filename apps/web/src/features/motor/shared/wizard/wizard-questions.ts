import { MOTOR_QUESTIONS, motorQuestionsAbout, type MotorQuestions } from '@cover/domain/motor';
import { useMotorWizardAgent } from './wizard-agent';

/**
 * The wizard's questions as the person at the screen reads them: "Are you…" to the customer, "Is Thandi…"
 * to an operator filling it in for Thandi (the operator desk).
 */
export function useMotorQuestions(): MotorQuestions {
  const agent = useMotorWizardAgent();
  return agent ? motorQuestionsAbout(agent.customerName) : MOTOR_QUESTIONS;
}
