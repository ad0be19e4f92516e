/**
 * The first photo link of an inspection (QA walk 12, finding 5b): no link was sent yet, so the dialog is not
 * "again" and says nothing of a link that stops working; the mobile number is the customer's own, as the
 * wizard fills it in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '../../../../test/mock-fetch';
import { renderRestored } from '../../../../test/render';
import { preInspection } from '../../shared/policies/test-motor-claim';
import { signIn } from '../../shared/wizard/testing/purchase-fixtures';
import { profile } from '../../shared/wizard/testing/render-wizard';
import { RetailMotorPoliciesPage } from './motor-policies-page';
import { answer } from './testing/policies-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const PROFILE = 'GET /api/retail/user/getAdminUser';
const VEHICLE = 'Mazda CX-5 (GP 55 XY GP)';

const openSignedIn = () =>
  renderRestored(<RetailMotorPoliciesPage />, {
    path: '/retail/motor/policies',
    prepare: (store) => signIn(store, 'retail'),
  });

describe('the photo link of an inspection', { timeout: 60_000 }, () => {
  it('is sent the first time without "again", to the customer’s own mobile', async () => {
    answer({
      inspections: [
        preInspection({ assessmentStatus: 'AWAITING_PHOTOS', smsSentAt: null, mobileEnding: null }),
      ],
      routes: { [PROFILE]: () => json(200, profile({ phoneNumber: '+27825550202' })) },
    });
    const { user } = await openSignedIn();
    const card = await screen.findByRole('article', { name: `Inspection of the ${VEHICLE}` });
    expect(within(card).queryByRole('button', { name: /again/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: `Send the photo link: ${VEHICLE}` }));
    const dialog = screen.getByRole('dialog', { name: 'Send the photo link' });
    expect(dialog).not.toHaveTextContent('stops working');
    expect(dialog).not.toHaveTextContent('again');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveValue('082 555 0202'));
  });

  it('is sent again, replacing the one sent before, once a link was sent', async () => {
    answer({
      inspections: [preInspection({ assessmentStatus: 'AWAITING_PHOTOS' })],
      routes: { [PROFILE]: () => json(200, profile({ phoneNumber: '+27825550202' })) },
    });
    const { user } = await openSignedIn();
    await user.click(await screen.findByRole('button', { name: `Send the photo link again: ${VEHICLE}` }));
    const dialog = screen.getByRole('dialog', { name: 'Send the photo link again' });
    expect(dialog).toHaveTextContent('the link sent before stops working');
  });
});
