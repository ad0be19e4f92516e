import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailField,
  optionalSaMobileField,
  passwordField,
  personNameField,
  postalCodeField,
  saIdNumberField,
  saMobileField,
  yearMonthField,
} from './zod-fields.js';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

type FieldCase = [
  name: string,
  schema: z.ZodType,
  valid: [string, string][],
  invalid: string[],
  message: string,
];

describe.each<FieldCase>([
  [
    'saIdNumberField',
    saIdNumberField,
    [
      ['8001015009087', '8001015009087'],
      [' 7311190013080 ', '7311190013080'],
    ],
    ['800101500908', '', 'abc'],
    'Please enter a valid 13-digit South African ID number',
  ],
  [
    'saMobileField',
    saMobileField,
    [
      ['082 123 4567', '+27821234567'],
      ['+27 72 123 4567', '+27721234567'],
    ],
    ['', '0521234567', '082123456'],
    'Please enter a valid South African mobile number, e.g. 082 123 4567',
  ],
  [
    'emailField',
    emailField,
    [[' jane@example.co.za ', 'jane@example.co.za']],
    ['', 'jane@example', 'jane example@x.com'],
    'Please enter a valid email address',
  ],
  [
    'passwordField',
    passwordField,
    [[' Passw0rd! ', ' Passw0rd! ']],
    ['', 'password', 'Passw0rd'],
    'Password must be at least 8 characters and include a number, a lowercase letter, an uppercase letter and a special character',
  ],
  [
    'personNameField',
    personNameField,
    [
      ['  Anél  ', 'Anél'],
      ['O’Brien', "O'Brien"],
      ['van  der   Merwe', 'van der Merwe'],
      ['Smith-Jones', 'Smith-Jones'],
    ],
    ['J0hn', '-John', "John'", 'John!'],
    'Name may contain letters, spaces, apostrophes and hyphens only',
  ],
  [
    'postalCodeField',
    postalCodeField,
    [
      [' 0002 ', '0002'],
      ['2196', '2196'],
    ],
    ['123', '123456', 'abcd'],
    'Please enter a valid 4-digit postal code',
  ],
  [
    'yearMonthField',
    yearMonthField,
    [['2019-03', '2019-03']],
    ['1899-12', '2019-13', '2019-3', `${new Date().getFullYear() + 1}-01`],
    'Please enter a valid month as YYYY-MM, from 1900 to this year',
  ],
])('%s', (_name, schema, valid, invalid, message) => {
  it.each(valid)('parses %j to %j', (input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each(invalid)('rejects %j with its message', (input) => {
    expect(firstMessage(schema, input)).toBe(message);
  });
});

describe('optionalSaMobileField', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['0821234567', '+27821234567'],
  ])('parses %j to %j', (input, output) => {
    expect(optionalSaMobileField.parse(input)).toBe(output);
  });

  it('rejects an invalid number', () => {
    expect(firstMessage(optionalSaMobileField, '12345')).toBe(
      'Please enter a valid South African mobile number, e.g. 082 123 4567',
    );
  });
});

describe('personNameField limits', () => {
  it.each([
    ['', 'Please enter a name'],
    ['   ', 'Please enter a name'],
    ['A'.repeat(61), 'Name must be at most 60 characters'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(personNameField, input)).toBe(message);
  });

  it('accepts 60 letters', () => {
    expect(personNameField.parse('A'.repeat(60))).toHaveLength(60);
  });
});

describe('length limits', () => {
  it('rejects an email longer than 254 characters', () => {
    expect(firstMessage(emailField, `${'a'.repeat(250)}@example.com`)).toBe(
      'Email address must be at most 254 characters',
    );
  });

  it('rejects a password longer than 256 characters', () => {
    expect(firstMessage(passwordField, `Aa1!${'a'.repeat(253)}`)).toBe(
      'Password must be at most 256 characters',
    );
  });
});

describe('saIdNumberField says what is wrong with an ID number (QA walk 10 no. 13)', () => {
  it.each([
    ['800101500908', 'Please enter a valid 13-digit South African ID number'],
    [
      '8013015000081',
      'This ID number does not start with a real date of birth: its first 6 digits are the date of birth as YYMMDD',
    ],
    [
      '8001015009088',
      'This ID number is not right: its last digit does not match the first 12, so a digit may be mistyped',
    ],
    ['8506155000282', 'This ID number is not right: its 11th digit must be 0 or 1'],
  ])('%s: %s', (id, message) => {
    expect(firstMessage(saIdNumberField, id)).toBe(message);
  });
});
