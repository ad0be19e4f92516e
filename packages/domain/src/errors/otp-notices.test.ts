import { describe, expect, it } from 'vitest';
import { maskEmail, otpSentToEmailNotice, otpSentToMobileNotice } from './otp-notices.js';

describe('maskEmail', () => {
  it.each([
    // as the user pool shows a code's destination, so every page masks an address alike (QA walk 10 no. 21)
    ['jane.doe@example.com', 'j***@e***.com'],
    ['nomsa@example.org', 'n***@e***.org'],
    [' J@x.co.za ', 'J***@x***.za'],
    ['thandi@localhost', 't***@l***'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
  ])('%j → %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('OTP notices', () => {
  it('names the masked email address', () => {
    expect(otpSentToEmailNotice('jane.doe@example.com')).toBe(
      'We have sent a one-time code to your email address j***@e***.com',
    );
  });

  it.each(['+27821234567', '082 123 4567'])('names the last four digits of %j', (mobile) => {
    expect(otpSentToMobileNotice(mobile)).toBe(
      'We have sent a one-time code to your mobile number ending 4567',
    );
  });
});
