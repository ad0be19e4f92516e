import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  AUTO_SIGN_IN_POLL_INTERVAL_MS,
  AUTO_SIGN_IN_TIMEOUT_MS,
  SIGN_IN_STATE_LIFETIME_MS,
} from '@cover/domain';
import { forgetPendingSignIn, pendingSignInFor, rememberPendingSignIn } from './pending-sign-in';
import { signInWithPassword } from './sign-in';
import { useConfirmationPoll } from './use-confirmation-poll';

vi.mock('./sign-in', () => ({ signInWithPassword: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  forgetPendingSignIn();
});

describe('pending sign-in', () => {
  it('is kept for 180000 ms for the same audience and username only', () => {
    rememberPendingSignIn(
      { audience: 'retail', username: '8001015009087', password: 'x', autoSignIn: true },
      1000,
    );
    expect(pendingSignInFor('employee', '8001015009087', 1000)).toBeNull();
    expect(pendingSignInFor('retail', '8001015009087', 1000 + SIGN_IN_STATE_LIFETIME_MS)?.password).toBe('x');
    expect(pendingSignInFor('retail', '8001015009087', 1001 + SIGN_IN_STATE_LIFETIME_MS)).toBeNull();
  });
});

describe('useConfirmationPoll', () => {
  it('does not poll without credentials from this page session', () => {
    const { result } = renderHook(() =>
      useConfirmationPoll({
        audience: 'retail',
        username: '8001015009087',
        paused: false,
        onSignedIn: vi.fn(),
      }),
    );
    expect(result.current).toBe('idle');
  });

  it('does not poll after an unconfirmed sign-in: the visitor confirms on the page', () => {
    rememberPendingSignIn({ audience: 'retail', username: 'lerato.m', password: 'pw', autoSignIn: false });
    const { result } = renderHook(() =>
      useConfirmationPoll({ audience: 'retail', username: 'lerato.m', paused: false, onSignedIn: vi.fn() }),
    );
    expect(result.current).toBe('idle');
  });

  it('signs in as soon as the account is confirmed', async () => {
    vi.useFakeTimers();
    rememberPendingSignIn({
      audience: 'retail',
      username: '8001015009087',
      password: 'pw',
      autoSignIn: true,
    });
    vi.mocked(signInWithPassword)
      .mockResolvedValueOnce({ step: 'CONFIRM_SIGN_UP', username: '8001015009087' })
      .mockResolvedValueOnce({ step: 'DONE', username: '8001015009087' });
    const onSignedIn = vi.fn();
    const { result } = renderHook(() =>
      useConfirmationPoll({ audience: 'retail', username: '8001015009087', paused: false, onSignedIn }),
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SIGN_IN_POLL_INTERVAL_MS));
    expect(signInWithPassword).toHaveBeenCalledTimes(1);
    expect(onSignedIn).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SIGN_IN_POLL_INTERVAL_MS));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('signedIn');
  });

  it('gives up after 180 s: the account was not confirmed on time', async () => {
    vi.useFakeTimers();
    rememberPendingSignIn({ audience: 'employee', username: '10000001', password: 'pw', autoSignIn: true });
    vi.mocked(signInWithPassword).mockResolvedValue({ step: 'CONFIRM_SIGN_UP', username: '10000001' });
    const { result } = renderHook(() =>
      useConfirmationPoll({
        audience: 'employee',
        username: '10000001',
        paused: false,
        onSignedIn: vi.fn(),
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SIGN_IN_TIMEOUT_MS - AUTO_SIGN_IN_POLL_INTERVAL_MS));
    expect(result.current).toBe('polling');
    await act(() => vi.advanceTimersByTimeAsync(2 * AUTO_SIGN_IN_POLL_INTERVAL_MS));
    expect(result.current).toBe('timedOut');
    expect(vi.mocked(signInWithPassword).mock.calls.length).toBeGreaterThanOrEqual(35);
  });
});
