import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MOTOR_PATHS } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { draftOf, motorQuotePackage, prepareDraft, READY } from './testing/purchase-fixtures';
import { renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const retail = MOTOR_PATHS.retail;
const ON_RECORD =
  'Our records show 1 motor claim of yours in the last 3 years. Please count it in, with any claims you made with other insurers.';

describe('motor registration wizard: the claims declared against our records', () => {
  it('sends the customer back to the claims in the last 3 years with our figure, then quotes the corrected answer', async () => {
    let quotes = 0;
    const api = mockFetch({
      [`POST ${retail.getVehicleQuote.path}`]: () => {
        quotes += 1;
        return quotes === 1
          ? refusal(422, 'CLAIMS_UNDER_DECLARED', ON_RECORD, {
              'previousInsuranceDetails.totalClaims': ON_RECORD,
            })
          : json(201, motorQuotePackage());
      },
    });
    const { store, user } = await renderWizard((s) => prepareDraft(s, READY, 3));
    await screen.findByRole('form', { name: 'History and extras' });
    const claims = screen.getByRole('combobox', { name: /^Claims in the last 3 years/ });
    expect(claims).toHaveAccessibleDescription(ON_RECORD);
    expect(draftOf(store).activeStep).toBe(3);

    await user.selectOptions(claims, '1');
    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    await screen.findByTestId('motor-premium');
    expect(api.callsTo('POST', retail.getVehicleQuote.path).at(-1)?.body).toMatchObject({
      previousInsuranceDetails: { totalClaims: 1 },
    });
    await waitFor(() => expect(quotes).toBe(2));
  }, 40_000);
});
