import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { renderRestored } from '../../../test/render';
import { RetailStandaloneVehicleCreditLifePage } from '../../motor/retail/credit-life/credit-life-pages';
import { signIn } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { profile } from '../../motor/shared/wizard/testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

/**
 * The standalone credit life form asks for the debit order's account holder: the signed-in customer's name
 * (from their profile) is filled in, as the wizards do, and stays editable; without a profile it is asked.
 */
const PROFILE = 'GET /api/retail/user/getAdminUser';
const HOLDER = /Account holder name/;

const openForm = (profileReply: () => Response) => {
  mockFetch({ [PROFILE]: profileReply });
  return renderRestored(<RetailStandaloneVehicleCreditLifePage />, {
    path: '/retail/motor/credit-life/new',
    prepare: (store) => signIn(store, 'retail'),
  });
};

describe('standalone credit life: the account holder', () => {
  it("fills in the signed-in customer's name, still editable", async () => {
    await openForm(() => json(200, profile({ givenName: 'Naledi', familyName: 'Dlamini' })));
    const holder = await screen.findByLabelText(HOLDER);
    await waitFor(() => expect(holder).toHaveValue('Naledi Dlamini'));
    // the person responsible ("Me") is filled from the same profile
    expect(screen.getByLabelText(/First name/)).toHaveValue('Naledi');
    const user = userEvent.setup();
    await user.clear(holder);
    await user.type(holder, 'N Dlamini');
    expect(holder).toHaveValue('N Dlamini');
  }, 60_000);

  it('leaves it to be typed when the profile cannot be read', async () => {
    await openForm(() => refusal(503, 'UNAVAILABLE', 'Try again later'));
    const holder = await screen.findByLabelText(HOLDER);
    expect(await screen.findByText(/We could not read your profile/)).toBeInTheDocument();
    expect(holder).toHaveValue('');
  }, 60_000);
});
