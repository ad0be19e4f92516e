import { describe, expect, it } from 'vitest';
import { passkeyProblem } from './passkey-messages';

function named(name: string): Error {
  const error = new Error('technical text');
  error.name = name;
  return error;
}

describe('passkey messages', () => {
  it('treats a closed or interrupted prompt as a notice', () => {
    for (const name of ['PasskeyRegistrationCanceled', 'PasskeyOperationAborted']) {
      expect(passkeyProblem(named(name), 'add')).toEqual({
        message:
          'No passkey was added: the prompt was closed before it finished. Try again when you are ready.',
        severity: 'info',
        name,
      });
    }
  });

  it('names the pool and browser refusals in plain words', () => {
    expect(passkeyProblem(named('PasskeyNotSupported'), 'add').message).toBe(
      'This browser cannot store passkeys. You can still sign in with your password or a code.',
    );
    expect(passkeyProblem(named('WebAuthnRelyingPartyMismatchException'), 'add').message).toMatch(
      /^Passkeys only work on our usual web address/,
    );
    expect(passkeyProblem(named('WebAuthnChallengeNotFoundException'), 'add')).toMatchObject({
      message: 'That took too long, so no passkey was added. Please try again.',
      severity: 'error',
    });
  });

  it('falls back to the action, never the technical text or an inherited property', () => {
    expect(passkeyProblem(named('InternalErrorException'), 'load').message).toBe(
      'Unable to load your passkeys. Please try again later.',
    );
    expect(passkeyProblem(named('constructor'), 'remove').message).toBe(
      'Unable to remove this passkey. Please try again later.',
    );
    expect(passkeyProblem('not an error', 'add')).toEqual({
      message: 'Unable to add a passkey. Please try again later.',
      severity: 'error',
      name: '',
    });
  });
});
