import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { motorPolicyDetail } from '../../shared/policies/test-motor-policy';
import { motorApplication } from '../../shared/policies/test-motor-application';
import { mostInsuranceYearsFor } from '../../shared/wizard/history-rules';
import { profile } from '../../shared/wizard/testing/render-wizard';
import { renderRestored } from '../../../../test/render';
import { signIn } from '../../shared/wizard/testing/purchase-fixtures';
import { APPLICATION, base, DETAIL, page } from './motor-policy-action-testing';

afterEach(() => vi.unstubAllGlobals());

/** Born 1 January 1980: in 2026 at most 28 years of motor insurance. */
const HOLDER_ID = '8001015009087';

const offeredYears = () =>
  Array.from(
    screen
      .getByRole('combobox', { name: /^years of uninterrupted motor insurance/i })
      .querySelectorAll('option'),
  ).map((option) => option.textContent);

describe('RetailMotorPolicyActionPage: edit, years of motor insurance (QA finding 5)', () => {
  it('offers no more years than the holder’s age allows, as the wizard does', async () => {
    mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [APPLICATION]: () => json(200, motorApplication()),
      'GET /api/retail/user/getAdminUser': () => json(200, profile({ userName: HOLDER_ID })),
    });
    await renderRestored(page, { path: `${base}/edit`, prepare: (store) => signIn(store, 'retail') });
    const most = mostInsuranceYearsFor(HOLDER_ID) ?? 0;
    expect(most).toBeLessThan(50);
    await screen.findByLabelText(/^Colour/);
    // 'Choose the years', 'None', then 1 to `most` years
    await waitFor(() => expect(offeredYears()).toHaveLength(most + 2));
    expect(offeredYears().at(-1)).toBe(`${most} years`);
  });
});
