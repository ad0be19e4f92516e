import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { PolicyListPage } from './policy-list-page';

afterEach(() => vi.unstubAllGlobals());

const application = (applicationId: string, extra: Record<string, unknown> = {}) => ({
  applicationId,
  applicationNumber: `APP-2026-00000${applicationId}`,
  packageName: 'Money cover',
  status: 'PENDING',
  statusDisplayValue: 'Pending',
  monthlyPremium: 12_050,
  recentlyUpdated: false,
  underwritingStatus: null,
  underwritingReason: null,
  holding: null,
  ...extra,
});

describe('the funeral applications in progress', () => {
  it('name each application by the number the customer quotes, as every line’s list does (QA walk 9 no. 16)', async () => {
    mockFetch({
      [`GET /api/retail/funeral/policy/getPolicy`]: () => json(200, { data: [] }),
      [`GET /api/retail/funeral/policy/getApplicationByPolicyHolder`]: () =>
        json(200, {
          data: [
            application('1'),
            application('2', {
              underwritingStatus: 'OnHold',
              underwritingReason: 'Please send a recent medical report.',
            }),
          ],
        }),
    });
    renderWithApp(<PolicyListPage />, { path: '/retail/funeral/policies' });
    const section = await screen.findByRole(
      'region',
      { name: 'Applications in progress' },
      { timeout: 5000 },
    );
    const rows = within(section).getAllByRole('article', { name: 'Money cover application' });
    expect(rows[0]).toHaveTextContent('Application number APP-2026-000001');
    expect(rows[0]).toHaveTextContent('R 120,50 a month');
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Application number APP-2026-000002');
    expect(within(rows[1]!).getByText('On hold')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Please send a recent medical report.');
  });
});
