import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creditLifeExistsMessage } from '@cover/domain';
import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { RetailStandaloneVehicleCreditLifePage } from '../../motor/retail/credit-life/credit-life-pages';
import { WITHOUT_CREDIT_LIFE } from '../exists/credit-life-exists';
import {
  creditLifeApplication,
  creditLifePolicy,
  vehicleCreditLifeQuote,
} from '../testing/credit-life-fixtures';
import { standaloneFieldOf } from './standalone-rules';

afterEach(() => vi.unstubAllGlobals());

/**
 * QA walk 7 finding 1: a second credit life on a vehicle whose finance one already covers is refused (409
 * CREDIT_LIFE_EXISTS naming the policy). The form says why where the customer reads it, and keeps what was
 * typed: at the VIN of a new application, in the form's alert when the reply names no field.
 */
const PATHS = VEHICLE_CREDIT_LIFE_PATHS.retail;
const EXISTS = creditLifeExistsMessage('vehicle', { policyNumber: 'VCL-2026-000002' });

const POLICY = creditLifePolicy({ policyNumber: 'VCL-2026-000002', packageName: 'VEHICLE_CREDIT_LIFE' });
const pending = creditLifeApplication({
  packageName: 'VEHICLE_CREDIT_LIFE',
  module: {
    ...creditLifeApplication().module,
    financedItem: 'Toyota Corolla Cross 2022 (VIN …123457)',
    paymentType: 'debit_order',
  },
});

/** The customer's PENDING application continued with a balance and the consents, refused as EXISTS. */
async function continueRefused() {
  const api = mockFetch({
    [`GET ${PATHS.getApplications.path}`]: () => json(200, { data: [pending] }),
    [`GET ${PATHS.getPolicies.path}`]: () => json(200, { data: [POLICY] }),
    [`POST ${PATHS.getVehicleCreditLifeQuote.path}`]: (call) => {
      const body = call.body as { outstandingSettlementBalanceAmount: number };
      return json(201, vehicleCreditLifeQuote(body.outstandingSettlementBalanceAmount, 0, 42_000));
    },
    [`POST ${PATHS.editCreditLifeApplication.path}`]: () => refusal(409, 'CREDIT_LIFE_EXISTS', EXISTS),
  });
  renderWithApp(<RetailStandaloneVehicleCreditLifePage />, {
    path: `/motor/credit-life/new?applicationId=${pending.applicationId}`,
  });
  const user = userEvent.setup();
  const balance = await screen.findByLabelText(/Outstanding balance/);
  await user.clear(balance);
  await user.type(balance, '100000');
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Take out credit life' }));
  return api;
}

describe('standalone credit life on an item another credit life covers', () => {
  it("puts the server's refusal of a new application at the financed item's field", () => {
    const vehicle = ['vinNumber', 'make', 'model', 'manufacturingYear', 'registrationNumber'];
    expect(standaloneFieldOf(vehicle, 'vinNumber')).toBe('item.vinNumber');
    expect(standaloneFieldOf(['deviceBrand', 'deviceModel', 'deviceIMEINumber'], 'deviceIMEINumber')).toBe(
      'item.deviceIMEINumber',
    );
  });

  it('says the refusal of a continued application in the alert, naming the policy, and keeps the balance typed', async () => {
    const { callsTo } = await continueRefused();
    const shown = await screen.findByText(EXISTS);
    expect(shown.closest('[role="alert"]')).toHaveClass('MuiAlert-colorError');
    expect(EXISTS).toContain('VCL-2026-000002');
    const edits = callsTo('POST', PATHS.editCreditLifeApplication.path);
    expect(edits).toHaveLength(1);
    expect(edits[0]?.body).toMatchObject({
      applicationId: pending.applicationId,
      outstandingBalance: 10_000_000,
    });
    // nothing typed is lost: the balance and the consents stand as they were
    expect(screen.getByLabelText(/Outstanding balance/)).toHaveValue('100000');
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(screen.getByRole('button', { name: 'Take out credit life' })).toBeEnabled();
  }, 150_000);

  it("links the refusal to the customer's own policy it names, and offers no way without credit life", async () => {
    await continueRefused();
    const refused = (await screen.findByText(EXISTS)).closest('[role="alert"]') as HTMLElement;
    expect(await within(refused).findByRole('link', { name: 'View policy VCL-2026-000002' })).toHaveAttribute(
      'href',
      `/retail/motor/credit-life/${POLICY.policyId}`,
    );
    expect(within(refused).queryByRole('button', { name: WITHOUT_CREDIT_LIFE })).toBeNull();
  }, 150_000);
});
