/** QA walk 13, finding 12: the roster search's input as the operator types it, and the rule it says. */
import { describe, expect, it } from 'vitest';
import { searchInput } from './employee-search';

describe('searchInput: the desk’s roster key', () => {
  it.each([
    [
      'salaryReferenceNumber',
      '1234',
      { ok: false, message: 'Please enter the salary reference number: 5 to 12 digits' },
    ],
    ['salaryReferenceNumber', '12 345', { ok: true, input: { salaryReferenceNumber: '12345' } }],
    ['idNumber', '850314 5123 084', { ok: true, input: { idNumber: '8503145123084' } }],
    [
      'idNumber',
      '850314 5123',
      { ok: false, message: 'Please enter a valid 13-digit South African ID number' },
    ],
  ] as const)('%s “%s” → %j', (key, typed, expected) => {
    expect(searchInput(key, typed)).toEqual(expected);
  });
});
