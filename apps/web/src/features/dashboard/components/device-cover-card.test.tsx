import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { devicePolicy } from '../../device/shared/policies/test-device-policy';
import { DeviceCoverCard } from './device-cover-card';
import { PRODUCT_LINES } from './product-lines';

afterEach(() => vi.unstubAllGlobals());

const deviceLine = (audience: 'retail' | 'employee') =>
  PRODUCT_LINES[audience].find((line) => line.id === 'device')!;

describe('dashboard device cover card', () => {
  it('lists the retail customer’s device policies by product name, each leading to its page', async () => {
    mockFetch({
      'GET /api/retail/device/policy/getPolicy': () =>
        json(200, { data: [{ ...devicePolicy(), policyId: 'p-dev-1' }] }),
    });
    renderWithApp(<DeviceCoverCard audience="retail" line={deviceLine('retail')} />, { path: '/retail' });
    const list = await screen.findByRole('list', { name: 'Your device policies' });
    expect(within(list).getByRole('link', { name: /device cover · DEV-0001/i })).toHaveAttribute(
      'href',
      '/retail/device/policies/p-dev-1',
    );
    expect(screen.queryByText(/RETAIL_DEVICE_INSURANCE/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My device claims' })).toHaveAttribute(
      'href',
      '/retail/device/claims',
    );
  });

  it('offers device cover to an employee who has none', async () => {
    mockFetch({ 'GET /api/employee/device/policy/getPolicy': () => json(200, { data: [] }) });
    renderWithApp(<DeviceCoverCard audience="employee" line={deviceLine('employee')} />, {
      path: '/employee',
    });
    expect(await screen.findByText('You have no device cover yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See device cover' })).toHaveAttribute('href', '/device');
  });
});
