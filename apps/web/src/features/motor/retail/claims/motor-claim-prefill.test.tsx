/** The motor claim form fills in what the signed-in customer's profile holds (QA walk 4, finding 8). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderRestored } from '../../../../test/render';
import { motorPolicy } from '../../shared/policies/test-motor-policy';
import { signIn } from '../../shared/wizard/testing/purchase-fixtures';
import { profile } from '../../shared/wizard/testing/render-wizard';
import { RetailMotorClaimSubmitPage } from './motor-claim-submit-page';
import { field, POLICIES } from './testing/claim-form';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const page = (
  <Routes>
    <Route path="/retail/motor/claims/new" element={<RetailMotorClaimSubmitPage />} />
  </Routes>
);
const PROFILE = 'GET /api/retail/user/getAdminUser';

describe('RetailMotorClaimSubmitPage: prefilled from the profile', { timeout: 60_000 }, () => {
  it('fills in the mobile number for the inspection link and the account holder’s name, both editable', async () => {
    mockFetch({
      [POLICIES]: () => json(200, { data: [motorPolicy()] }),
      [PROFILE]: () =>
        json(200, profile({ givenName: 'Lerato', familyName: 'Mokoena', phoneNumber: '+27825550202' })),
    });
    const { user } = await renderRestored(page, {
      path: `/retail/motor/claims/new?policyId=${POLICY_ID}`,
      prepare: (store) => signIn(store, 'retail'),
    });
    await user.click(await screen.findByRole('radio', { name: 'Glass' }));
    // the policy is paid by debit order: the payout starts from that account, another can be given
    await user.click(screen.getByRole('button', { name: 'Pay into another account' }));
    await waitFor(() => expect(field('Account holder name')).toHaveValue('Lerato Mokoena'));
    expect(field('Mobile number for the inspection link')).toHaveValue('082 555 0202');
    await user.clear(field('Account holder name'));
    await user.type(field('Account holder name'), 'L Mokoena');
    expect(field('Account holder name')).toHaveValue('L Mokoena');
  });

  it('leaves what was typed alone when the profile arrives later', async () => {
    let answer: (() => void) | undefined;
    const later = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      [POLICIES]: () => json(200, { data: [motorPolicy()] }),
      [PROFILE]: async () => {
        await later;
        return json(
          200,
          profile({ givenName: 'Lerato', familyName: 'Mokoena', phoneNumber: '+27825550202' }),
        );
      },
    });
    const { user } = await renderRestored(page, {
      path: `/retail/motor/claims/new?policyId=${POLICY_ID}`,
      prepare: (store) => signIn(store, 'retail'),
    });
    await user.click(await screen.findByRole('radio', { name: 'Glass' }));
    await user.click(screen.getByRole('button', { name: 'Pay into another account' }));
    // the session's name is there at once; the customer puts another
    await user.clear(field('Account holder name'));
    await user.type(field('Account holder name'), 'Thandi Nkosi');
    await user.type(field('Mobile number for the inspection link'), '0821234567');
    answer?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field('Account holder name')).toHaveValue('Thandi Nkosi');
    expect(field('Mobile number for the inspection link')).toHaveValue('0821234567');
  });
});
