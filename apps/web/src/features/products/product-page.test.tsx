import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEVICE_CLAIM_TYPES, MOTOR_CLAIM_TYPES } from '@cover/domain';
import { MOTOR_PATHS } from '@cover/domain/motor';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { DeviceCoverPage } from './device-cover-page';
import { MotorCoverPage } from './motor-cover-page';

afterEach(() => vi.unstubAllGlobals());

describe('product pages', () => {
  it('device: leads straight to the online quote, with a consultant as the second choice', () => {
    mockFetch();
    renderWithApp(<DeviceCoverPage />, { path: '/device' });
    expect(screen.getByRole('heading', { level: 1, name: 'Device insurance' })).toBeInTheDocument();
    const buy = screen.getByRole('region', { name: 'Buy device insurance online' });
    const links = within(buy).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/device/quote',
      '/?product=device#callback',
    ]);
    expect(links[0]).toHaveAccessibleName('Get a device quote');
    expect(links[1]).toHaveAccessibleName('Ask a consultant about device insurance');
    expect(screen.queryByText(/cannot be bought online yet/)).not.toBeInTheDocument();
    const claimList = screen.getByRole('region', { name: 'Claims you can make' });
    for (const claim of DEVICE_CLAIM_TYPES)
      expect(within(claimList).getByText(claim.label)).toBeInTheDocument();
  });

  it('motor: leads to the valuation guide and an estimate (loaded once the page is up), with a consultant as the second choice', async () => {
    mockFetch({
      [`GET ${MOTOR_PATHS.retail.getSearchWorkRetailPrice.path}`]: () =>
        json(200, { data: [], makes: ['Toyota'], models: [], years: [], valuedOn: '2026-11-01' }),
    });
    // The estimate's code is asked for once the browser is idle, after the page is up.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    renderWithApp(<MotorCoverPage />, { path: '/motor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Motor insurance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is included' })).toBeInTheDocument();

    const buy = screen.getByRole('region', { name: 'Buy motor insurance online' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(buy).getByRole('status', { name: 'Loading the motor quote' })).toBeInTheDocument();
    expect(within(buy).queryByRole('form', { name: 'Motor estimate' })).not.toBeInTheDocument();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(await within(buy).findByRole('form', { name: 'Motor estimate' })).toBeInTheDocument();
    expect(within(buy).getByRole('button', { name: 'Sign in to get covered' })).toBeInTheDocument();
    expect(within(buy).getByRole('link', { name: 'Ask a consultant about motor insurance' })).toHaveAttribute(
      'href',
      '/?product=motor#callback',
    );
    expect(screen.queryByText(/cannot be bought online yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What you can buy online today' })).not.toBeInTheDocument();

    const claimList = screen.getByRole('region', { name: 'Claims you can make' });
    for (const claim of MOTOR_CLAIM_TYPES)
      expect(within(claimList).getByText(claim.label)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/lorem|placeholder|coming soon|todo/i);
  });

  it('names the motor schemes and the pre-inspection', () => {
    mockFetch();
    renderWithApp(<MotorCoverPage />, { path: '/motor' });
    expect(screen.getByText('Management scheme')).toBeInTheDocument();
    expect(screen.getByText('Fleet scheme')).toBeInTheDocument();
    expect(screen.getByText(/pre-inspection/i)).toBeInTheDocument();
  });

  it('asks for the IMEI number and offers credit life on a financed phone', () => {
    mockFetch();
    renderWithApp(<DeviceCoverPage />, { path: '/device' });
    expect(screen.getByRole('region', { name: 'Credit life on a financed phone' })).toBeInTheDocument();
    expect(screen.getAllByText(/IMEI/).length).toBeGreaterThan(0);
  });
});
