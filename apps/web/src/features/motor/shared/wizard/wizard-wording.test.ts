import { describe, expect, it } from 'vitest';
import { CUSTOMER_WORDING, motorWordingAbout, type MotorWording } from './wizard-wording';

const texts = (wording: MotorWording) =>
  Object.values(wording).map((text: MotorWording[keyof MotorWording]) =>
    typeof text === 'function' ? text(14 as never) : text,
  );

describe('the motor wizard’s wording', () => {
  it('speaks to the customer in their own wizard', () => {
    expect(CUSTOMER_WORDING.quoteSection).toBe('Your quote');
    expect(CUSTOMER_WORDING.coolingOff(14)).toMatch(/^You have 14 days to change your mind/);
  });

  it('speaks of the customer, by first name, to someone filling it in for them: never "you"', () => {
    const wording = motorWordingAbout('  Nomvula  Dlamini ');
    expect(wording.quoteSection).toBe('Nomvula’s quote');
    expect(wording.holdsUntil('11 December 2026')).toBe(
      'The quote holds for 7 days: until 11 December 2026.',
    );
    for (const text of texts(wording)) expect(text).not.toMatch(/\byou(r|’re|'re)?\b/i);
    expect(Object.keys(wording)).toEqual(Object.keys(CUSTOMER_WORDING));
  });

  it('says "the customer" when the name is missing', () => {
    expect(motorWordingAbout(' ').quoteSection).toBe('the customer’s quote');
  });
});
