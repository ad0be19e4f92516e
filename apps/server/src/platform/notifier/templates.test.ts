import { describe, expect, it } from 'vitest';
import { maskRecipient } from './mask.js';
import { renderEmail } from './templates.js';

describe('renderEmail', () => {
  it('renders the verification code in text and HTML', () => {
    const mail = renderEmail('verification-code', { code: '482913', name: 'Thabo', expiresInMinutes: 1440 });
    expect(mail.subject).toBe('Your Telkom Cover verification code');
    expect(mail.text).toContain('Hello Thabo,');
    expect(mail.text).toContain('    482913');
    expect(mail.text).toContain('The code expires in 1 day.');
    expect(mail.text.endsWith('— Telkom Cover')).toBe(true);
    expect(mail.html).toContain('>482913</p>');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('escapes values placed in HTML', () => {
    const mail = renderEmail('callback-received', {
      name: '<b>Ann</b>',
      reference: 'CB-1',
      preferredTime: 'Morning',
    });
    expect(mail.subject).toBe('We received your call-back request (CB-1)');
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ann</b>');
    expect(mail.text).toContain('Preferred time: Morning.');
  });
});

describe('maskRecipient', () => {
  it('masks emails and phone numbers', () => {
    expect(maskRecipient('thabo.m@example.co.za')).toBe('t***@example.co.za');
    expect(maskRecipient('+27821234567')).toBe('***4567');
    expect(maskRecipient('12')).toBe('***');
  });
});
