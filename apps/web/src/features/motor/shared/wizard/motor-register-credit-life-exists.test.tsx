import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { creditLifeExistsMessage, UNABLE_TO } from '@cover/domain';
import { MOTOR_PATHS, VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { fakeXhr } from '../../../../test/fake-upload';
import { json, refusal } from '../../../../test/mock-fetch';
import { WITHOUT_CREDIT_LIFE } from '../../../credit-life/exists/credit-life-exists';
import { creditLifeApplication } from '../../../credit-life/testing/credit-life-fixtures';
import { draftOf } from './testing/purchase-fixtures';
import { atSubmit, financed } from './testing/last-step';

afterEach(() => vi.unstubAllGlobals());

/**
 * A vehicle whose finance another credit life covers: the server refuses the motor application with
 * vehicle credit life (409 CREDIT_LIFE_EXISTS at motorVehicleFinance.optForTelkomCreditLife, naming the
 * customer's own application). The wizard opens its credit life question and says so there, with the ways
 * forward: the motor cover without credit life (one click, every other answer kept) or the application.
 */
const CREATE = MOTOR_PATHS.employee.createApplication.path;
const CREDIT_LIFE = VEHICLE_CREDIT_LIFE_PATHS.employee;
const PENDING = creditLifeApplication({
  applicationNumber: 'APP-2026-000031',
  packageName: 'VEHICLE_CREDIT_LIFE',
});
const EXISTS = creditLifeExistsMessage('vehicle', { applicationNumber: 'APP-2026-000031' });
const OPT_IN = 'Add vehicle credit life on this loan';

async function submitRefused() {
  const { api, wizard } = atSubmit(
    { ...financed, paymentMethod: 'debit_order' },
    {
      [`POST ${CREATE}`]: () =>
        refusal(409, 'CREDIT_LIFE_EXISTS', EXISTS, { 'motorVehicleFinance.optForTelkomCreditLife': EXISTS }),
      [`GET ${CREDIT_LIFE.getPolicies.path}`]: () => json(200, { data: [] }),
      [`GET ${CREDIT_LIFE.getApplications.path}`]: () => json(200, { data: [PENDING] }),
    },
  );
  const { store, user } = await wizard;
  const last = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
  await last.findAllByRole('checkbox', {}, { timeout: 3000 });
  await user.upload(
    last.getByLabelText(/driver’s licence/i),
    new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' }),
  );
  await user.upload(
    last.getByLabelText(/finance agreement/i),
    new File(['%PDF-1.4 settlement'], 'settlement.pdf', { type: 'application/pdf' }),
  );
  for (const box of last.getAllByRole('checkbox')) await user.click(box);
  vi.stubGlobal('XMLHttpRequest', fakeXhr([]));
  await user.click(screen.getByRole('button', { name: 'Submit my application' }));
  const step = within(await screen.findByRole('form', { name: 'History and extras' }));
  return { api, store, user, step };
}

describe('motor registration wizard: vehicle credit life on a vehicle another credit life covers', () => {
  it("says the server's refusal at the credit life question and links to the customer's own application", async () => {
    const { api, step } = await submitRefused();
    const refused = await step.findByRole('alert');
    expect(refused).toHaveTextContent(EXISTS);
    expect(refused).toHaveClass('MuiAlert-colorError');
    expect(
      await within(refused).findByRole('link', { name: 'Continue application APP-2026-000031' }),
    ).toHaveAttribute('href', `/employee/motor/credit-life/new?applicationId=${PENDING.applicationId}`);
    expect(step.getByRole('checkbox', { name: OPT_IN })).toBeChecked();
    expect(api.callsTo('POST', CREATE)).toHaveLength(1);
    // said there, not as a failure to try again later
    expect(screen.queryByText(UNABLE_TO.CREATE_APPLICATION)).toBeNull();
  }, 120_000);

  it('takes the application without credit life in one click, every other answer kept', async () => {
    const { store, user, step } = await submitRefused();
    const before = draftOf(store).values;
    await user.click(await step.findByRole('button', { name: WITHOUT_CREDIT_LIFE }));
    expect(step.getByRole('checkbox', { name: OPT_IN })).not.toBeChecked();
    expect(step.queryByRole('alert')).toBeNull();
    expect(step.getByLabelText(/Bank or finance house/)).toHaveValue('WesBank');
    const after = draftOf(store).values;
    expect(after.motorVehicleFinance).toEqual({
      ...before.motorVehicleFinance,
      optForTelkomCreditLife: false,
    });
    expect({ ...after, motorVehicleFinance: null }).toEqual({ ...before, motorVehicleFinance: null });
  }, 120_000);
});
