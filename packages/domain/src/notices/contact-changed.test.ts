import { describe, expect, it } from 'vitest';
import { contactChangedNotice } from './contact-changed.js';

// 23:10 UTC on 4 December is 01:10 on 5 December in South Africa
const AT = new Date('2026-12-04T23:10:00.000Z');

describe('contactChangedNotice', () => {
  it.each([
    {
      contact: 'email' as const,
      value: 'new.address@example.co.za',
      subject: 'The email address on your account was changed',
      shown: 'n***@e***.za on 5 December 2026',
      hidden: 'new.address',
    },
    {
      contact: 'phone_number' as const,
      value: '+27825559876',
      subject: 'The mobile number on your account was changed',
      shown: 'a number ending 9876 on 5 December 2026',
      hidden: '0825559876',
    },
  ])('$contact: names the new contact masked and the South African day', (row) => {
    const notice = contactChangedNotice(row.contact, row.value, AT);
    expect(notice.subject).toBe(row.subject);
    const text = [...notice.paragraphs, notice.sms ?? ''].join(' ');
    expect(notice.paragraphs[0]).toContain(row.shown);
    expect(notice.paragraphs[0]).toMatch(
      /^The [a-z ]+ of your account on the Telkom Cover portal was changed to /,
    );
    expect(text).not.toContain(row.hidden);
    expect(text).not.toContain(row.value);
    expect(notice.paragraphs[1]).toContain('If you did not make this change');
  });

  it('texts a changed mobile number within one SMS, and leaves a changed email to email', () => {
    const sms = contactChangedNotice('phone_number', '+27825559876', AT).sms;
    expect(sms).toMatch(/^Telkom Cover: /);
    expect(sms).toContain('ending 9876');
    // someone locked out by the change cannot sign in: the call back needs no sign-in (QA walk 10 no. 6)
    expect(sms).not.toMatch(/sign in/i);
    expect(sms).toContain('Not you? Request a call back on our website: no sign-in needed.');
    expect(sms!.length).toBeLessThanOrEqual(160);
    expect(contactChangedNotice('email', 'a@b.co.za', AT).sms).toBeNull();
  });

  it.each(['email', 'phone_number'] as const)(
    '%s: tells someone locked out what to do without signing in, and no made-up number',
    (contact) => {
      const notYou = contactChangedNotice(contact, '+27825559876', AT).paragraphs[1] ?? '';
      expect(notYou).toContain('If you did not make this change');
      expect(notYou).toContain(
        'choose "Request a call back" at the top of any page of the Telkom Cover portal (you do not need to sign in)',
      );
      expect(notYou).toContain('If you can still sign in, change your password');
      expect(notYou).not.toMatch(/\d{3} \d{3} \d{4}|0800|0860/);
    },
  );
});
