import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { REPAIR_QUOTE_MESSAGES } from '@cover/domain/device';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, devicePolicy } from '../../shared/policies/test-device-policy';
import { RetailDeviceClaimSubmitPage } from './device-claim-submit-page';

afterEach(() => vi.unstubAllGlobals());

const page = (
  <Routes>
    <Route path="/retail/device/claims/new" element={<RetailDeviceClaimSubmitPage />} />
  </Routes>
);

/** The phone is insured for R 3 000,00; the screen damage excess on it is R 450,00. */
async function screenDamage() {
  const api = mockFetch({
    [`GET ${DEVICE_API.retail}/policy/getPolicy`]: () => json(200, { data: [devicePolicy()] }),
  });
  renderWithApp(page, { path: `/retail/device/claims/new?policyId=${POLICY_ID}` });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Screen damage' }));
  return { user, api, amount: screen.getByLabelText(/^Repair quote amount/) };
}

describe('device claim: the repair quote is weighed on leaving its field', () => {
  it('says nothing would be paid on a quote at or below the excess, before the claim is sent', async () => {
    const { user, api, amount } = await screenDamage();
    await user.type(amount, '450');
    await user.tab();
    const message = REPAIR_QUOTE_MESSAGES.nothingPayable(45_000, 45_000);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
    expect(message).toBe(
      'Nothing would be paid on this claim: the repair quote of R 450,00 is not more than the excess of R 450,00.',
    );

    // put right: the message goes as the amount changes
    await user.clear(amount);
    await user.type(amount, '1200');
    await waitFor(() => expect(amount).not.toHaveAccessibleDescription(message));
    await user.tab();
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.queryByRole('status', { name: 'The phone would be replaced' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says a quote above the insured value means the phone is replaced, and lets the claim go on', async () => {
    const { user, amount } = await screenDamage();
    await user.type(amount, '4500');
    // nothing is said while typing
    expect(screen.queryByRole('status', { name: 'The phone would be replaced' })).toBeNull();
    await user.tab();
    expect(await screen.findByRole('status', { name: 'The phone would be replaced' })).toHaveTextContent(
      REPAIR_QUOTE_MESSAGES.replacement(300_000, 45_000),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'false');
  });
});
