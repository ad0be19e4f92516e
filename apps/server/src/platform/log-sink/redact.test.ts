import { describe, expect, it } from 'vitest';
import { capDetails, redactDetails, REDACTED, sanitiseDetails } from './redact.js';

describe('redactDetails', () => {
  it('masks secret keys at any depth and keeps the rest', () => {
    const input = {
      message: 'sign-in failed',
      password: 'hunter2',
      user: {
        name: 'Thabo',
        accessToken: 'abc',
        otp: '123456',
        nested: [{ code: '654321', Authorization: 'x' }],
      },
      clientSecret: 's',
      newPassword: 'p',
    };
    expect(redactDetails(input)).toEqual({
      message: 'sign-in failed',
      password: REDACTED,
      user: {
        name: 'Thabo',
        accessToken: REDACTED,
        otp: REDACTED,
        nested: [{ code: REDACTED, Authorization: REDACTED }],
      },
      clientSecret: REDACTED,
      newPassword: REDACTED,
    });
    expect(input.password).toBe('hunter2');
  });

  it('keeps diagnostic status and error codes readable', () => {
    expect(redactDetails({ statusCode: 500, errorCode: 'E1', verificationCode: '1' })).toEqual({
      statusCode: 500,
      errorCode: 'E1',
      verificationCode: REDACTED,
    });
  });

  it('masks bearer credentials and JWTs inside strings', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.c2lnbmF0dXJl';
    const out = redactDetails(`request failed: Authorization: Bearer abc.def token ${jwt}`);
    expect(out).not.toContain('abc.def');
    expect(out).not.toContain(jwt);
    expect(out).toBe(`request failed: Authorization: ${REDACTED} ${REDACTED} token ${REDACTED}`);
  });

  it('scrubs personal data a client report carries, in any string at any depth', () => {
    const out = redactDetails({
      message: 'SignUp failed for 9001015001087 (thandi@example.co.za, +27821234567)',
      context: { phone: '082 123 4567', account: '62000012345', line: 'app.js:10423:17' },
    });
    expect(out).toEqual({
      message: 'SignUp failed for [number] ([email], [number])',
      context: { phone: '[number]', account: '[number]', line: 'app.js:10423:17' },
    });
  });
});

describe('capDetails', () => {
  it('leaves small details alone and replaces oversized ones with a bounded preview', () => {
    expect(capDetails({ a: 1 }, 100)).toEqual({ a: 1 });
    const big = { text: 'é'.repeat(5000) };
    const capped = capDetails(big, 1024) as { truncated: boolean; originalBytes: number; preview: string };
    expect(capped.truncated).toBe(true);
    expect(capped.originalBytes).toBeGreaterThan(10_000);
    expect(Buffer.byteLength(capped.preview, 'utf8')).toBeLessThanOrEqual(1024);
    expect(capped.preview.startsWith('{"text":"éé')).toBe(true);
  });

  it('redacts before capping', () => {
    const out = sanitiseDetails({ token: 'x'.repeat(50_000) }, 200);
    expect(out).toEqual({ token: REDACTED });
  });
});
