import { describe, expect, it } from 'vitest';
import { readPoolMfa } from './identity-config';

describe('readPoolMfa', () => {
  it.each([
    [{ identity: { mfa: 'OFF' } }, 'OFF'],
    [{ identity: { mfa: 'ON' } }, 'ON'],
    [{ identity: { mfa: 'OPTIONAL' } }, 'OPTIONAL'],
    // A server that does not say: the pool itself refuses what it does not allow.
    [{ identity: {} }, 'OPTIONAL'],
    [{ identity: { mfa: 'SOMETIMES' } }, 'OPTIONAL'],
    [{}, 'OPTIONAL'],
    [null, 'OPTIONAL'],
  ])('reads %j as %s', (body, expected) => {
    expect(readPoolMfa(body)).toBe(expected);
  });
});
