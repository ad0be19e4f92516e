import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_RULES, unmetPasswordRules } from './password.js';

describe('isStrongPassword', () => {
  it.each(['Passw0rd!', 'Aa1!aaaa', 'C0ver-Me now', 'Ünï1code#X'])('accepts %j', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['Aa1!aaa', ['length']], // 7 characters
    ['Password!', ['digit']],
    ['PASSW0RD!', ['lowercase']],
    ['passw0rd!', ['uppercase']],
    ['Passw0rdd', ['special']],
    ['Passw0rd d', ['special']], // a space is not a special character
    ['', ['length', 'digit', 'lowercase', 'uppercase', 'special']],
  ])('rejects %j (missing %o)', (password, missing) => {
    expect(isStrongPassword(password)).toBe(false);
    expect(unmetPasswordRules(password).map((rule) => rule.key)).toEqual(missing);
  });

  it('lists a label for every rule', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'A number',
      'A lowercase letter',
      'An uppercase letter',
      'A special character such as ! @ # $ %',
    ]);
  });
});
