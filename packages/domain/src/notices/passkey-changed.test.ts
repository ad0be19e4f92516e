import { describe, expect, it } from 'vitest';
import { passkeyChangedNotice } from './passkey-changed.js';

// 23:10 UTC on 4 December is 01:10 on 5 December in South Africa
const AT = new Date('2026-12-04T23:10:00.000Z');
// the longest day in words: 30 September, at 23:59 in South Africa
const LONGEST = new Date('2026-09-30T21:59:00.000Z');

describe('passkeyChangedNotice (QA walk 10 no. 16)', () => {
  it.each([
    {
      change: 'added' as const,
      subject: 'A passkey was added to your account',
      said: 'A passkey ("Security key") was added to your account on the Telkom Cover portal on 5 December 2026 at 01:10 (South African time). It can be used to sign in without your password.',
      sms: 'Telkom Cover: a passkey was added to your account on 5 December 2026 at 01:10.',
    },
    {
      change: 'removed' as const,
      subject: 'A passkey was removed from your account',
      said: 'A passkey ("Security key") was removed from your account on the Telkom Cover portal on 5 December 2026 at 01:10 (South African time). It can no longer be used to sign in.',
      sms: 'Telkom Cover: a passkey was removed from your account on 5 December 2026 at 01:10.',
    },
  ])(
    '$change: names the passkey, the South African day and time, and what to do if it was not them',
    (row) => {
      const notice = passkeyChangedNotice(row.change, 'Security key', AT);
      expect(notice.subject).toBe(row.subject);
      expect(notice.paragraphs[0]).toBe(row.said);
      expect(notice.paragraphs[1]).toContain('If you did not');
      expect(notice.paragraphs[1]).toContain('(you do not need to sign in)');
      expect(notice.sms).toBe(`${row.sms} Not you? Request a call back on our website: no sign-in needed.`);
    },
  );

  it('keeps the SMS within 160 characters on the longest day', () => {
    for (const change of ['added', 'removed'] as const)
      expect(passkeyChangedNotice(change, 'Phone or computer', LONGEST).sms!.length).toBeLessThanOrEqual(160);
  });
});
