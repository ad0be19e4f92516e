import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { employeePolicy } from '../../funeral/employee/policies/test-policy';
import { retailPolicy } from '../../funeral/retail/policies/test-policy';
import { funeralPolicyListPath } from '../api/dashboard-api';
import { FuneralCoverCard } from './funeral-cover-card';
import { PRODUCT_LINES } from './product-lines';

afterEach(() => vi.unstubAllGlobals());

const listPath = (audience: 'retail' | 'employee') => `/api/${funeralPolicyListPath(audience, false)}`;
const funeralLine = (audience: 'retail' | 'employee') =>
  PRODUCT_LINES[audience].find((line) => line.id === 'funeral')!;

describe('dashboard funeral cover card', () => {
  it('makes each retail policy a link to its page, named by the product, not its code', async () => {
    const policy = { ...retailPolicy(), policyId: 'p-retail-1', policyNumber: 'FUN-0001' };
    mockFetch({ [`GET ${listPath('retail')}`]: () => json(200, { data: [policy] }) });
    renderWithApp(<FuneralCoverCard audience="retail" line={funeralLine('retail')} />, { path: '/retail' });

    const list = await screen.findByRole('list', { name: 'Your funeral policies' });
    const link = within(list).getByRole('link', { name: /funeral cover · FUN-0001/i });
    expect(link).toHaveAttribute('href', '/retail/funeral/policies/p-retail-1');
    expect(screen.queryByText(/RETAIL_FUNERAL_INSURANCE/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my policies' })).toHaveAttribute(
      'href',
      '/retail/funeral/policies',
    );
    expect(screen.getByRole('link', { name: 'My claims' })).toHaveAttribute('href', '/retail/funeral/claims');
  });

  it('links an employee’s policies to the employee policy page, and to the employee products', async () => {
    const policy = {
      ...employeePolicy('TELKOM_FREE_BENEFIT'),
      policyId: 'p-emp-1',
      policyNumber: 'EFB-0002',
    };
    mockFetch({ [`GET ${listPath('employee')}`]: () => json(200, { data: [policy] }) });
    renderWithApp(<FuneralCoverCard audience="employee" line={funeralLine('employee')} />, {
      path: '/employee',
    });

    const link = await screen.findByRole('link', { name: /free funeral benefit · EFB-0002/i });
    expect(link).toHaveAttribute('href', '/employee/funeral/policies/p-emp-1');
    expect(screen.queryByText(/TELKOM_FREE_BENEFIT/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my funeral cover' })).toHaveAttribute(
      'href',
      '/employee/funeral',
    );
    expect(screen.getByRole('link', { name: 'My claims' })).toHaveAttribute(
      'href',
      '/employee/funeral/claims',
    );
  });

  it('sends an employee without policies to the employee funeral products, not the retail calculator', async () => {
    mockFetch({ [`GET ${listPath('employee')}`]: () => json(200, { data: [] }) });
    renderWithApp(<FuneralCoverCard audience="employee" line={funeralLine('employee')} />, {
      path: '/employee',
    });

    const action = await screen.findByRole('link', { name: 'See employee funeral cover' });
    expect(action).toHaveAttribute('href', '/employee/funeral');
    expect(screen.queryByRole('link', { name: /get a funeral quote/i })).not.toBeInTheDocument();
  });

  it('keeps the retail calculator as the retail customer’s way to a quote', async () => {
    mockFetch({ [`GET ${listPath('retail')}`]: () => json(200, { data: [] }) });
    renderWithApp(<FuneralCoverCard audience="retail" line={funeralLine('retail')} />, { path: '/retail' });

    expect(await screen.findByRole('link', { name: 'Get a funeral quote' })).toHaveAttribute(
      'href',
      '/funeral',
    );
  });
});

describe('dashboard product lines', () => {
  it('lead each employee line to its own page', () => {
    expect(PRODUCT_LINES.employee.map((line) => [line.id, line.to])).toEqual([
      ['funeral', '/employee/funeral'],
      ['device', '/employee/device/register'],
      ['motor', '/employee/motor/register'],
    ]);
    expect(PRODUCT_LINES.retail.map((line) => [line.id, line.to])).toEqual([
      ['funeral', '/funeral'],
      ['device', '/device'],
      ['motor', '/motor'],
    ]);
  });

  it('says a cancelled policy is cancelled, not what it costs a month', async () => {
    const policy = {
      ...retailPolicy({
        status: 'CANCELLED',
        statusDisplayValue: 'Cancelled',
        cancelledAt: '2026-12-05T08:30:00Z',
      }),
      policyId: 'p-retail-2',
      policyNumber: 'FUN-0002',
    };
    mockFetch({ [`GET ${listPath('retail')}`]: () => json(200, { data: [policy] }) });
    renderWithApp(<FuneralCoverCard audience="retail" line={funeralLine('retail')} />, { path: '/retail' });
    const link = await screen.findByRole('link', { name: /FUN-0002/ });
    expect(link).toHaveTextContent('Cancelled on 5 December 2026');
    expect(link).not.toHaveTextContent('a month');
  });
});
