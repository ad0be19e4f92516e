import { describe, expect, it } from 'vitest';
import { firstStepAfterStart, NO_CODE_NOTICE, NO_PASSKEY_NOTICE, startNotice } from './start-notice';

const choice = (availableChallenges: string[]) => ({
  step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION' as const,
  availableChallenges,
});

describe('startNotice', () => {
  it('explains a choice shown instead of a passkey or a code', () => {
    expect(startNotice('passkey', choice(['PASSWORD_SRP', 'EMAIL_OTP']))).toBe(NO_PASSKEY_NOTICE);
    expect(startNotice('code', choice(['PASSWORD_SRP', 'WEB_AUTHN']))).toBe(NO_CODE_NOTICE);
  });

  it('says nothing when the choice is what was asked for, or no choice follows', () => {
    expect(startNotice('code', choice(['EMAIL_OTP', 'SMS_OTP']))).toBeNull();
    expect(startNotice('passkey', { step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' })).toBeNull();
    expect(startNotice('password', choice(['PASSWORD']))).toBeNull();
  });
});

describe('firstStepAfterStart', () => {
  it('does not offer the passkey again after a passkey start the pool could not use', () => {
    const started = { ...choice(['PASSWORD_SRP', 'WEB_AUTHN', 'EMAIL_OTP']), username: 'thandi' };
    expect(firstStepAfterStart('passkey', started)).toEqual({
      start: { ...choice(['PASSWORD_SRP', 'EMAIL_OTP']), username: 'thandi' },
      notice: NO_PASSKEY_NOTICE,
    });
  });

  it('keeps every choice after another start', () => {
    const started = { ...choice(['EMAIL_OTP', 'WEB_AUTHN']), username: 'thandi' };
    expect(firstStepAfterStart('code', started)).toEqual({ start: started, notice: null });
  });
});
