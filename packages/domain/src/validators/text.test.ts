import { describe, expect, it } from 'vitest';
import {
  isAlphanumeric,
  isDigitsOnly,
  isDigitsOnlyNoLeadingZero,
  isIdentifier,
  isLettersOnly,
  isRequired,
  isWordCharacters,
  stripToLettersAndSpaces,
} from './text.js';

describe.each([
  ['isAlphanumeric', isAlphanumeric, ['abc', 'ABC123', '7'], ['', 'abc def', 'a_b', 'a-b', 'é']],
  ['isWordCharacters', isWordCharacters, ['abc', 'a_b c', 'Unit 12', ' '], ['', 'a-b', 'a.b', "O'Brien"]],
  ['isIdentifier', isIdentifier, ['user_1', 'A', '_'], ['', 'user 1', 'user-1', 'user.1']],
  [
    'isLettersOnly',
    isLettersOnly,
    ['John', 'Mary Ann', 'Anél', 'van der Merwe'],
    ['', ' John', 'John ', 'Mary  Ann', 'J0hn', "O'Brien"],
  ],
  ['isDigitsOnly', isDigitsOnly, ['', '0', '0123', '42'], [' ', '1a', '-1', '1.5', '1 2']],
  ['isDigitsOnlyNoLeadingZero', isDigitsOnlyNoLeadingZero, ['', '1', '10', '987'], ['0', '01', '1a', ' 1']],
] as const)('%s', (_name, validate, valid, invalid) => {
  it.each(valid)('accepts %j', (value) => {
    expect(validate(value)).toBe(true);
  });
  it.each(invalid)('rejects %j', (value) => {
    expect(validate(value)).toBe(false);
  });
});

describe('isRequired', () => {
  it.each([
    ['x', true, true],
    [' ', false, true],
    ['', false, true],
    [0, true, true],
    [false, true, true],
    [[1], true, true],
    [[], false, true],
    [null, false, false],
    [undefined, false, false],
  ])('%j → required %s, allow-empty variant %s', (value, required, allowingEmpty) => {
    expect(isRequired(value)).toBe(required);
    expect(isRequired(value, { allowEmpty: true })).toBe(allowingEmpty);
  });
});

describe('stripToLettersAndSpaces', () => {
  it.each([
    ['John', 'John'],
    ['  Mary   Ann  ', 'Mary Ann'],
    ["O'Brien-Smith", 'OBrienSmith'],
    ['J0hn 3rd', 'Jhn rd'],
    ['Anél\tZoë', 'Anél Zoë'],
    ['123', ''],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(stripToLettersAndSpaces(input)).toBe(output);
  });
});
