/**
 * The claim page names the earlier claims on the same life of the policy (QA walk 9 no. 1): number, status,
 * decision and the day made, each linked to its claim; none shown, no card.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const EARLIER_ID = '5f0c2a4e-3b1d-4c8e-9a7f-2d6b1e0c9a11';

function serve(earlierClaims: ReturnType<typeof backofficeClaim>['earlierClaims']) {
  mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, backofficeClaim({ earlierClaims })),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
  });
}

describe('earlier claims on the same life', () => {
  it('lists each with its status, decision and day, linked', async () => {
    serve({
      on: 'life',
      claims: [
        {
          claimId: EARLIER_ID,
          claimNumber: 'CLM-2026-000001',
          status: 'closed',
          approvalStatus: 'repudiated',
          statusDisplayValue: 'Repudiated',
          grantedAmount: null,
          decidedAt: '2026-03-03T08:00:00.000Z',
          // 23:30 UTC is the next day in South Africa
          createdAt: '2026-03-01T23:30:00.000Z',
        },
      ],
    });
    await open();
    const list = await screen.findByRole('list', { name: 'Earlier claims on this life' }, { timeout: 5000 });
    const link = within(list).getByRole('link', { name: /Claim CLM-2026-000001/ });
    expect(link).toHaveAttribute('href', `/operator/backoffice/claims/${EARLIER_ID}`);
    expect(link).toHaveTextContent('Repudiated on 3 March 2026');
    expect(link).toHaveTextContent('Made on 2 March 2026');
    expect(screen.getByRole('heading', { name: 'Earlier claims on this life' })).toBeInTheDocument();
  });

  it('shows no card when there is none', async () => {
    serve({ on: 'life', claims: [] });
    await open();
    await screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
    expect(screen.queryByText('Earlier claims on this life')).not.toBeInTheDocument();
  });
});
