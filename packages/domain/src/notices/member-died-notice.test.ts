import { describe, expect, it } from 'vitest';
import { customerNotice } from './customer-notices.js';
import { MEMBER_DIED_CHANGES } from './member-died-notice.js';

const facts = {
  firstName: 'Sipho',
  product: 'Funeral cover',
  policyNumber: 'FUN-2026-000001',
  previousAmount: 33_000,
  amount: 15_000,
  date: '2026-12-25',
};

describe('the end of a deceased member cover (policy.altered by the system)', () => {
  it.each([
    [MEMBER_DIED_CHANGES.member, false],
    [MEMBER_DIED_CHANGES.beneficiary, true],
  ])(
    '%s: sympathy, the premium from the next collection, never "if you did not make this change"',
    (type, shares) => {
      const notice = customerNotice('policy.altered', { ...facts, change: { type, count: 1 } });
      const email = notice?.paragraphs.join(' ') ?? '';
      expect(notice?.subject).toBe('The cover of your family member on policy FUN-2026-000001 has ended');
      expect(email).toContain('We are sorry for your loss.');
      expect(email).toContain('taken them off your funeral cover policy FUN-2026-000001');
      expect(email).toContain(
        'Your monthly premium changes from R 330,00 to R 150,00, from your next collection on 25 December 2026.',
      );
      expect(email).not.toContain('did not make this change');
      expect(email.includes('share out their percentage')).toBe(shares);
      expect(notice?.sms?.length).toBeLessThanOrEqual(160);
      expect(notice?.sms ?? '').not.toContain('Not you');
      expect(/share out their beneficiary/i.test(notice?.sms ?? '')).toBe(shares);
    },
  );
});
