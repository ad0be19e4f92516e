import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { SUCCESS_PAUSE_MS } from '@cover/domain';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { ApplicationSuccess, REFERRED_TEXTS } from './application-success';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ApplicationSuccess', () => {
  it('referred: stays, says the application is with the underwriters and links to it', () => {
    mockFetch();
    vi.useFakeTimers();
    const { router } = renderWithApp(
      <ApplicationSuccess
        referred
        policyNumber={null}
        monthlyPremium={12_000}
        message="Thank you. We are reviewing your application and will let you know once we have decided."
        next="/retail/device/policies#device-applications-title"
      />,
      { path: '/retail/device/register' },
    );
    act(() => vi.advanceTimersByTime(SUCCESS_PAUSE_MS * 3));
    expect(router.state.location.pathname).toBe('/retail/device/register');
    expect(screen.getByRole('heading', { name: REFERRED_TEXTS.title })).toBeInTheDocument();
    expect(screen.queryByText(/Opening your/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: REFERRED_TEXTS.link })).toHaveAttribute(
      'href',
      '/retail/device/policies#device-applications-title',
    );
  });

  it('issued: opens the policy after the pause', () => {
    mockFetch();
    vi.useFakeTimers();
    const { router } = renderWithApp(
      <ApplicationSuccess policyNumber="DEV-1" monthlyPremium={100} message="Done" next="/policy/1" />,
    );
    expect(screen.getByText('Opening your policy…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SUCCESS_PAUSE_MS));
    expect(router.state.location.pathname).toBe('/policy/1');
  });
});
