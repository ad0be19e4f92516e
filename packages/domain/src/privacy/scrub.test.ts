import { describe, expect, it } from 'vitest';
import { scrub } from './scrub.js';

describe('scrub', () => {
  it.each([
    ['an ID number', 'holder 9001015001087 not found', 'holder [number] not found'],
    ['an email', 'User thandi.m+1@example.co.za exists', 'User [email] exists'],
    ['an international mobile', 'sent to +27821234567', 'sent to [number]'],
    ['a spaced international mobile', 'sent to +27 82 123 4567.', 'sent to [number].'],
    ['a spaced local mobile', 'call 082 123 4567 now', 'call [number] now'],
    ['a local mobile with dashes', 'call 082-123-4567', 'call [number]'],
    ['a one-time code', 'code 123456 expired', 'code [number] expired'],
    ['a code after a key', 'otp=654321&x=1', 'otp=[redacted]&x=1'],
    ['a password value', 'password: "hunter2!"', 'password: "[redacted]"'],
    ['a JWT', 'id eyJhbGciOi.eyJzdWIiOi.sig_-x', 'id [token]'],
    ['a bearer credential', 'Bearer abc.def-ghi', 'Bearer [token]'],
    ['an account number', 'account 62000012345', 'account [number]'],
  ])('removes %s', (_name, text, expected) => {
    expect(scrub(text)).toBe(expected);
  });

  it.each([
    ['a short number', 'retry 3 of 5 after 2500 ms'],
    ['a date', 'on 2026-11-24 at 09:15'],
    ['plain words', 'Network request failed'],
  ])('keeps %s', (_name, text) => {
    expect(scrub(text)).toBe(text);
  });

  it('keeps line numbers of a stack when the digit threshold is raised', () => {
    expect(scrub('at render (app.js:10423:17) for 9001015001087', 9)).toBe(
      'at render (app.js:10423:17) for [number]',
    );
  });
});
