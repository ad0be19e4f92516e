import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, deviceClaim, devicePolicy } from '../../shared/policies/test-device-policy';
import { RetailDeviceClaimsPage } from './device-claims-page';

afterEach(() => vi.unstubAllGlobals());

describe('RetailDeviceClaimsPage', () => {
  it('lists the device claims as links, filtered by the status the claims show', async () => {
    mockFetch({
      [`GET ${DEVICE_API.retail}/policy/getPolicy`]: () => json(200, { data: [devicePolicy()] }),
      [`GET ${DEVICE_API.retail}/claims/getClaims`]: () =>
        json(200, {
          data: [
            deviceClaim(),
            deviceClaim('LOST', {
              claimId: 'c-paid',
              claimNumber: 'CLM-0002',
              status: 'paid_out',
              approvalStatus: 'approved',
              statusDisplayValue: 'Paid',
            }),
          ],
        }),
    });
    renderWithApp(<RetailDeviceClaimsPage />, { path: '/retail/device/claims' });
    const first = await screen.findByRole('link', { name: /^Claim CLM-0001 Pending\b/ });
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/retail\/device\/claims\//));
    expect(first).toHaveTextContent('Screen damage · Samsung Galaxy A15');
    expect(screen.getByRole('link', { name: 'Submit a claim' })).toHaveAttribute(
      'href',
      '/retail/device/claims/new',
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Paid');
    expect(screen.queryByRole('link', { name: /^Claim CLM-0001 Pending\b/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Claim CLM-0002 Paid\b/ })).toBeInTheDocument();
  });
});
