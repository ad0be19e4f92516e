import { describe, expect, it } from 'vitest';
import { codeDestination } from './code-destination';

describe('codeDestination', () => {
  it.each([
    ['+*******6543', 'the number ending in 6543'],
    ['+27*****4567', 'the number ending in 4567'],
    [' +27*****0001 ', 'the number ending in 0001'],
    ['+27*****', 'your mobile number'],
    ['+27821234567', '082 123 4567'],
    ['s***@example.co.za', 's***@example.co.za'],
    ['sipho@example.co.za', 'sipho@example.co.za'],
  ])('%s → %s', (destination, expected) => {
    expect(codeDestination(destination)).toBe(expected);
  });
});
