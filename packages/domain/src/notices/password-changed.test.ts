import { describe, expect, it } from 'vitest';
import { passwordChangedNotice } from './password-changed.js';

// 23:10 UTC on 4 December is 01:10 on 5 December in South Africa
const AT = new Date('2026-12-04T23:10:00.000Z');
// the longest day in words: 30 September, at 23:59 in South Africa
const LONGEST = new Date('2026-09-30T21:59:00.000Z');

describe('passwordChangedNotice', () => {
  it.each([
    {
      how: 'changed' as const,
      said: 'The password of your account on the Telkom Cover portal was changed on 5 December 2026 at 01:10 (South African time).',
      sms: 'Telkom Cover: your password was changed on 5 December 2026 at 01:10.',
    },
    {
      how: 'reset' as const,
      said: 'The password of your account on the Telkom Cover portal was reset on 5 December 2026 at 01:10 (South African time), with a code we sent you.',
      sms: 'Telkom Cover: your password was reset on 5 December 2026 at 01:10.',
    },
  ])('$how: names the South African day and time and what to do if it was not them', (row) => {
    const notice = passwordChangedNotice(row.how, AT);
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.paragraphs[0]).toBe(row.said);
    expect(notice.paragraphs[1]).toBe(
      'If you did not do this, someone else may know your password: reset it straight away with "Forgot your password?" on the sign-in page of the Telkom Cover portal, and choose "Request a call back" on our website so that we can help you.',
    );
    expect(notice.sms).toBe(
      `${row.sms} Not you? Reset it with "Forgot your password?" and request a call back.`,
    );
  });

  it.each(['changed', 'reset'] as const)('%s: texts within one SMS on the longest day', (how) => {
    const sms = passwordChangedNotice(how, LONGEST).sms!;
    expect(sms).toContain('30 September 2026 at 23:59');
    expect(sms.length).toBeLessThanOrEqual(160);
  });
});
