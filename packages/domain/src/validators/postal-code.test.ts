import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code.js';

// Four digits, not the spec's six: docs/decisions/0002-postal-code-four-digits.md.
describe('isValidPostalCode', () => {
  it.each(['0002', '2196', '8001', '9300'])('accepts %j', (code) => {
    expect(isValidPostalCode(code)).toBe(true);
  });

  it.each(['', '200', '21960', '219600', '21 96', 'A196', ' 2196', '2196\n'])('rejects %j', (code) => {
    expect(isValidPostalCode(code)).toBe(false);
  });
});
