import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { deviceApplication, devicePolicy } from '../../device/shared/policies/test-device-policy';
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
      'GET /api/retail/device/credit-life/policies': () => json(200, { data: [] }),
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

  it('shows an application on its way, on hold for the customer, instead of "no device cover yet" (QA walk 16)', async () => {
    mockFetch({
      'GET /api/retail/device/policy/getPolicy': () => json(200, { data: [] }),
      'GET /api/retail/device/credit-life/policies': () => json(200, { data: [] }),
      'GET /api/retail/device/application/getApplications': () =>
        json(200, {
          data: [
            deviceApplication({
              applicationNumber: 'APP-2026-000001',
              status: 'PENDING',
              underwritingStatus: 'OnHold',
              underwritingReason: 'Please send a photo of the phone’s box with its IMEI.',
            }),
            // issued already (listed as its policy) or withdrawn: not on its way
            deviceApplication({ applicationId: 'a-2', status: 'ACTIVE', policyId: 'p-1' }),
            deviceApplication({ applicationId: 'a-3', status: 'CANCELLED' }),
          ],
        }),
    });
    renderWithApp(<DeviceCoverCard audience="retail" line={deviceLine('retail')} />, { path: '/retail' });
    const list = await screen.findByRole('list', { name: 'Your device applications' });
    const item = within(list).getByRole('link', { name: /APP-2026-000001/ });
    expect(item).toHaveAttribute('href', '/retail/device/policies');
    expect(item).toHaveTextContent('On hold');
    expect(item).toHaveTextContent(
      'We need something from you: Please send a photo of the phone’s box with its IMEI.',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('You have no device cover yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'All my device cover' })).toBeInTheDocument();
  });

  it('offers device cover to an employee who has none', async () => {
    mockFetch({
      'GET /api/employee/device/policy/getPolicy': () => json(200, { data: [] }),
      'GET /api/employee/credit-life/policies': () => json(200, { data: [] }),
    });
    renderWithApp(<DeviceCoverCard audience="employee" line={deviceLine('employee')} />, {
      path: '/employee',
    });
    expect(await screen.findByText('You have no device cover yet')).toBeInTheDocument();
    // the employee's own wizard, not the public page written for retail customers (QA walk 15, finding 6)
    expect(screen.getByRole('link', { name: 'Insure a phone' })).toHaveAttribute(
      'href',
      '/employee/device/register',
    );
  });

  it('lists the credit life sold with the phone under it, with its own premium (QA walk 11)', async () => {
    mockFetch({
      'GET /api/retail/device/policy/getPolicy': () =>
        json(200, { data: [{ ...devicePolicy(), policyId: 'p-dev-1' }] }),
      'GET /api/retail/device/credit-life/policies': () =>
        json(200, {
          data: [
            {
              ...devicePolicy(),
              policyId: 'p-dcl-1',
              policyNumber: 'DCL-2026-000003',
              packageName: 'DEVICE_CREDIT_LIFE',
              monthlyPremium: 7_770,
            },
          ],
        }),
    });
    renderWithApp(<DeviceCoverCard audience="retail" line={deviceLine('retail')} />, { path: '/retail' });
    const creditLife = await screen.findByRole('list', { name: 'Your phone credit life policies' });
    const link = within(creditLife).getByRole('link', { name: /DCL-2026-000003/ });
    expect(link).toHaveAttribute('href', '/retail/device/credit-life/p-dcl-1');
    expect(link).toHaveTextContent('R 77,70 a month');
    expect(screen.getByRole('link', { name: 'My phone credit life' })).toHaveAttribute(
      'href',
      '/retail/device/credit-life',
    );
  });
});
