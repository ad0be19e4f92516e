import { describe, expect, it } from 'vitest';
import { MOTOR_QUESTIONS, motorQuestionsAbout } from './questions.js';

describe('the motor wizard’s questions about someone else', () => {
  it.each([
    [
      'Thabo Mokoena',
      'Is Thabo the vehicle’s permanent (regular) driver?',
      'Has an insurer ever cancelled Thabo’s insurance?',
    ],
    [
      '  Lerato  ',
      'Is Lerato the vehicle’s permanent (regular) driver?',
      'Has an insurer ever cancelled Lerato’s insurance?',
    ],
    [
      '',
      'Is the customer the vehicle’s permanent (regular) driver?',
      'Has an insurer ever cancelled the customer’s insurance?',
    ],
  ])('%j → %s', (name, isPermanent, cancelled) => {
    const questions = motorQuestionsAbout(name);
    expect(questions.isPermanent).toBe(isPermanent);
    expect(questions.cancelled).toBe(cancelled);
  });

  it('asks every question the customer is asked, none of them with "you"', () => {
    const questions = motorQuestionsAbout('Thabo Mokoena');
    expect(Object.keys(questions)).toEqual(Object.keys(MOTOR_QUESTIONS));
    for (const text of Object.values(questions)) expect(text).not.toMatch(/\byou(r)?\b/i);
  });
});
