import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { RetailCreditLifePolicyPage } from '../../device/retail/credit-life/credit-life-pages';
import { CREDIT_LIFE_API, creditLifePolicyDetail } from '../testing/credit-life-fixtures';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/retail/device/credit-life';
/** Its own policy (a cancelled one), not the fixtures' usual one that other suites read in force. */
const ENDED_ID = '00000000-0000-4000-8000-0000000000e1';

/** The retail credit life policy page of a policy with `overrides`. */
async function renderPolicy(overrides: Parameters<typeof creditLifePolicyDetail>[0]) {
  mockFetch({
    [`GET ${CREDIT_LIFE_API.retail}/policies/${ENDED_ID}`]: () =>
      json(200, creditLifePolicyDetail({ policyId: ENDED_ID, ...overrides })),
    [`POST ${CREDIT_LIFE_API.retail}/documents`]: () => json(200, { data: [] }),
  });
  renderWithApp(
    <Routes>
      <Route path={`${BASE}/:policyId`} element={<RetailCreditLifePolicyPage />} />
    </Routes>,
    { path: `${BASE}/${ENDED_ID}` },
  );
  await screen.findByRole('navigation', { name: 'Policy actions' });
}

const REPORT = { name: 'Report a death or disability' };

describe('Report a death or disability on a credit life policy whose cover ended', () => {
  it('is offered on a cancelled policy, for a death before its cover ended', async () => {
    await renderPolicy({ status: 'CANCELLED', cancelledAt: '2026-03-05T08:00:00.000Z' });
    expect(screen.getByRole('link', REPORT)).toHaveAttribute(
      'href',
      expect.stringContaining(`policyId=${ENDED_ID}`),
    );
  });

  it('is not offered once the insurer ended it with the claim for the item’s total loss', async () => {
    await renderPolicy({
      status: 'CANCELLED',
      cancelledAt: '2026-03-05T08:00:00.000Z',
      cancellationReason: 'policy_claimed',
    });
    expect(screen.queryByRole('link', REPORT)).toBeNull();
  });
});
