import { describe, expect, it } from 'vitest';
import { maskEmail, otpSentToEmailNotice, otpSentToMobileNotice } from './otp-notices.js';

describe('maskEmail', () => {
  it.each([
    ['jane.doe@example.com', 'j***@example.com'],
    [' J@x.co.za ', 'J***@x.co.za'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
  ])('%j → %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('OTP notices', () => {
  it('names the masked email address', () => {
    expect(otpSentToEmailNotice('jane.doe@example.com')).toBe(
      'We have sent a one-time code to your email address j***@example.com',
    );
  });

  it.each(['+27821234567', '082 123 4567'])('names the last four digits of %j', (mobile) => {
    expect(otpSentToMobileNotice(mobile)).toBe(
      'We have sent a one-time code to your mobile number ending 4567',
    );
  });
});
