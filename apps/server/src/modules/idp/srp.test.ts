import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeClaimSignature,
  computeX,
  formatSrpTimestamp,
  hexToBigInt,
  padHex,
  parseSrpTimestamp,
  poolNameOf,
  SRP_K,
  SRP_N,
} from './srp.js';
import {
  createPasswordVerifier,
  passwordClaimValid,
  passwordMatches,
  startSrpExchange,
} from './srp-verifier.js';
import { createSrpClient } from './testing/srp-client.js';

describe('SRP arithmetic', () => {
  it('pads hex like Java BigInteger.toByteArray (Amplify getPaddedHex)', () => {
    expect(padHex(20n)).toBe('14');
    expect(padHex(56n)).toBe('38');
    expect(padHex(200n)).toBe('00c8');
    expect(padHex(236n)).toBe('00ec');
    expect(padHex(0xabcn)).toBe('0abc');
    expect(padHex(SRP_N).startsWith('00ffffffff')).toBe(true);
  });

  it('derives k = H(pad(N) | pad(g)) and x from the pool name after the underscore', () => {
    const k = createHash('sha256')
      .update(Buffer.from(padHex(SRP_N) + '02', 'hex'))
      .digest('hex');
    expect(SRP_K).toBe(hexToBigInt(k));
    expect(poolNameOf('af-south-1_RetailPool1')).toBe('RetailPool1');
    const inner = createHash('sha256').update('RetailPool1alice:secret').digest('hex');
    const x = createHash('sha256')
      .update(Buffer.from(`0a${inner}`, 'hex'))
      .digest('hex');
    expect(computeX('RetailPool1', 'alice', 'secret', 10n)).toBe(hexToBigInt(x));
  });

  it("formats the TIMESTAMP as 'ddd MMM D HH:mm:ss UTC YYYY' and parses it back", () => {
    const date = new Date(Date.UTC(2026, 0, 5, 7, 3, 9));
    expect(formatSrpTimestamp(date)).toBe('Mon Jan 5 07:03:09 UTC 2026');
    expect(parseSrpTimestamp('Mon Jan 5 07:03:09 UTC 2026')?.getTime()).toBe(date.getTime());
    expect(parseSrpTimestamp('Mon Jan 05 07:03:09 UTC 2026')).toBeNull();
    expect(parseSrpTimestamp('yesterday')).toBeNull();
  });
});

describe('SRP exchange', () => {
  const stored = createPasswordVerifier('RetailPool1', '8001015009087', 'Str0ng!Passw0rd');

  it('checks a password against the stored verifier', () => {
    expect(passwordMatches('RetailPool1', '8001015009087', 'Str0ng!Passw0rd', stored)).toBe(true);
    expect(passwordMatches('RetailPool1', '8001015009087', 'Str0ng!Passw0rD', stored)).toBe(false);
    expect(passwordMatches('EmployeePl1', '8001015009087', 'Str0ng!Passw0rd', stored)).toBe(false);
  });

  it('accepts the client signature for the right password only', () => {
    const client = createSrpClient();
    const state = startSrpExchange(client.A, stored.verifier);
    if (!state) throw new Error('exchange refused');
    const challenge = {
      SALT: stored.salt,
      SRP_B: state.B,
      SECRET_BLOCK: state.secretBlock,
      USER_ID_FOR_SRP: '8001015009087',
    };
    const claimFor = (password: string) => {
      const response = client.respond({ poolName: 'RetailPool1', password, challenge });
      return {
        secretBlock: response.PASSWORD_CLAIM_SECRET_BLOCK ?? '',
        timestamp: response.TIMESTAMP ?? '',
        signature: response.PASSWORD_CLAIM_SIGNATURE ?? '',
      };
    };
    expect(
      passwordClaimValid('RetailPool1', '8001015009087', stored.verifier, state, claimFor('Str0ng!Passw0rd')),
    ).toBe(true);
    expect(
      passwordClaimValid('RetailPool1', '8001015009087', stored.verifier, state, claimFor('wrong')),
    ).toBe(false);
    const tampered = { ...claimFor('Str0ng!Passw0rd'), timestamp: 'Mon Jan 5 07:03:09 UTC 2026' };
    expect(passwordClaimValid('RetailPool1', '8001015009087', stored.verifier, state, tampered)).toBe(false);
  });

  it('refuses A ≡ 0 (mod N) and non-hex A', () => {
    expect(startSrpExchange(SRP_N.toString(16), stored.verifier)).toBeNull();
    expect(startSrpExchange('0', stored.verifier)).toBeNull();
    expect(startSrpExchange('xyz', stored.verifier)).toBeNull();
  });

  it('signs poolName | user | secret block bytes | timestamp with HMAC-SHA256', () => {
    const key = Buffer.alloc(16, 7);
    const block = Buffer.from('secret-block').toString('base64');
    const signature = computeClaimSignature(key, 'Pool', 'user', block, 'ts');
    expect(signature).toBe(
      createHmac('sha256', key).update('Pooluser').update('secret-block').update('ts').digest('base64'),
    );
  });
});
