import { describe, expect, it } from 'vitest';
import { applicationOnHoldText } from './application-hold-calls.js';

describe('an application on hold in the customer’s words', () => {
  it.each([
    [
      'Please upload a recent medical report.',
      'Your application is on hold. Our underwriter wrote: Please upload a recent medical report.',
    ],
    [
      'A certified copy of your ID',
      'Your application is on hold. Our underwriter wrote: A certified copy of your ID',
    ],
    ['  ', 'Your application is on hold.'],
    [null, 'Your application is on hold.'],
  ])('%j reads %j', (reason, text) => {
    expect(applicationOnHoldText(reason)).toBe(text);
  });
});
