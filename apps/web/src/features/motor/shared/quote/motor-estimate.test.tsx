import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { MOTOR_PATHS } from '@cover/domain/motor';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { formatMoney } from '../../../../components/money/format-money';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { COROLLA, draftOf, motorQuote, valuationReply } from '../wizard/testing/purchase-fixtures';
import { motorRegistrationActions, normaliseMotorDraft } from '../wizard/registration-slice';
import { GUIDE_WITHOUT_PRICE } from '../wizard/vehicle-rules';
import { lookUpMakesEarly, MotorEstimate } from './motor-estimate';

afterEach(() => vi.unstubAllGlobals());

const retail = MOTOR_PATHS.retail;
/** An amount as shown (en-ZA groups with non-breaking spaces). */
const money = (cents: number) => new RegExp(formatMoney(cents).replace(/\s/g, '\\s'));

function mockGuide() {
  return mockFetch({
    [`GET ${retail.getSearchWorkRetailPrice.path}`]: (call) => json(200, valuationReply(call.query)),
    [`POST ${retail.getVehicleEstimate.path}`]: () => json(200, motorQuote()),
  });
}

async function pickCorolla(user: ReturnType<typeof userEvent.setup>, year: string) {
  await waitFor(() => expect(screen.getByLabelText(/^make/i)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/^make/i), 'Toyota');
  await waitFor(() => expect(screen.getByLabelText(/^model/i)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/^model/i), 'Corolla Cross 1.8 XS');
  await waitFor(() => expect(screen.getByLabelText(/^year made/i)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/^year made/i), year);
}

async function answer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Private use (including to and from work)' }));
  await user.selectOptions(screen.getByLabelText(/^years of uninterrupted motor insurance/i), '5');
  await user.selectOptions(screen.getByLabelText(/^claims in the last 3 years/i), '0');
  for (const question of [
    'Has an insurer ever cancelled your insurance?',
    'Has the driver been convicted of drunk or reckless driving?',
    'Does the vehicle have extras or accessories you want covered?',
  ])
    await user.click(
      within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: 'No' }),
    );
}

describe('the motor page estimate', () => {
  it('picks make → model → year from the guide, shows its prices and estimates the premium with its excesses', async () => {
    const api = mockGuide();
    const user = userEvent.setup();
    const { store, router } = renderWithApp(<MotorEstimate />, { path: '/motor' });
    await pickCorolla(user, '2022');

    const valuation = await screen.findByTestId('vehicle-valuation');
    expect(valuation).toHaveTextContent(money(45_990_000));
    expect(valuation).toHaveTextContent(money(38_500_000));
    expect(valuation).toHaveTextContent('1 November 2026');
    const lookups = api.callsTo('GET', retail.getSearchWorkRetailPrice.path);
    expect(lookups.at(-1)?.query.get('model')).toBe('Corolla Cross 1.8 XS');
    expect(lookups.every((call) => call.query.get('vehicleType') === 'car')).toBe(true);

    await answer(user);
    expect(await screen.findByTestId('motor-premium', {}, { timeout: 5000 })).toHaveTextContent(
      money(112_700),
    );
    const excesses = screen.getByRole('table', { name: 'Excess per claim' });
    expect(within(excesses).getByText('Stolen')).toBeInTheDocument();
    expect(within(excesses).getByText('5 % of the sum insured, at least R5 000')).toBeInTheDocument();
    expect(screen.getByText(/Vehicle essential for the job: .* more a month \(15%\)/)).toBeInTheDocument();

    const sent = api.callsTo('POST', retail.getVehicleEstimate.path).at(-1)?.body;
    expect(sent).toMatchObject({
      vehicle: {
        vehicle_type: 'car',
        make: 'Toyota',
        model: 'Corolla Cross 1.8 XS',
        manufacturingYear: 2022,
        valuationId: COROLLA.valuationId,
        estimatedRetailPrice: 38_500_000,
        isEstimatedRetailPrice: true,
        vehicleUsedFor: 'private',
      },
      previousInsuranceDetails: {
        totalConsecutiveYears: 5,
        totalClaims: 0,
        everCancelled: false,
        isConvicted: false,
      },
      extraVehicleDetails: { anyExtra: false, totalEstimatedValue: '00.00', details: [] },
    });
    expect(sent).not.toHaveProperty('scheme');
    expectPlainText();

    await user.click(screen.getByRole('button', { name: 'Sign in to get covered' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/retail/motor/register');
    expect(draftOf(store)).toMatchObject({
      activeStep: 1,
      values: { vehicle: { make: 'Toyota', valuation: { valuationId: COROLLA.valuationId } } },
    });
  }, 40_000);

  it('asks for the value when the guide has no retail price, and keeps the answers unpriced until given', async () => {
    const api = mockGuide();
    const user = userEvent.setup();
    renderWithApp(<MotorEstimate />, { path: '/motor' });
    await pickCorolla(user, '2021');
    expect(await screen.findByText(GUIDE_WITHOUT_PRICE)).toBeInTheDocument();
    expect(screen.getByTestId('vehicle-valuation')).toHaveTextContent('Not in the guide');
    await answer(user);
    await user.click(screen.getByRole('button', { name: 'Sign in to get covered' }));
    expect(await screen.findByText('Please enter the value of the vehicle in rand')).toBeInTheDocument();
    expect(api.callsTo('POST', retail.getVehicleEstimate.path)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^value of the vehicle/i), '300000');
    await screen.findByTestId('motor-premium', {}, { timeout: 5000 });
    expect(api.callsTo('POST', retail.getVehicleEstimate.path).at(-1)?.body).toMatchObject({
      vehicle: { valuationId: null, estimatedRetailPrice: 30_000_000, isEstimatedRetailPrice: true },
    });
  }, 40_000);
});

describe('the motor page estimate refused', () => {
  it('drops the earlier premium when a changed answer cannot be priced online', async () => {
    const refusedText = 'We cannot quote this online: a consultant will call you';
    let refuse = false;
    mockFetch({
      [`GET ${retail.getSearchWorkRetailPrice.path}`]: (call) => json(200, valuationReply(call.query)),
      [`POST ${retail.getVehicleEstimate.path}`]: () =>
        refuse ? refusal(422, 'CONSULTANT_REQUIRED', refusedText) : json(200, motorQuote()),
    });
    const user = userEvent.setup();
    renderWithApp(<MotorEstimate />, { path: '/motor' });
    await pickCorolla(user, '2022');
    await answer(user);
    expect(await screen.findByTestId('motor-premium', {}, { timeout: 5000 })).toHaveTextContent(
      money(112_700),
    );
    refuse = true;
    await user.selectOptions(screen.getByLabelText(/^claims in the last 3 years/i), '1');
    expect(await screen.findByText(refusedText, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('motor-premium')).toBeNull();
  }, 40_000);
});

describe('lookUpMakesEarly', () => {
  /** A store whose saved draft has this vehicle (type and where its price comes from). */
  function storeWithVehicle(change: { vehicle_type: 'car' | 'motorcycle'; priceSource: 'guide' | 'own' }) {
    const { store } = createAppStore();
    const { vehicle } = normaliseMotorDraft(undefined).values;
    store.dispatch(motorRegistrationActions.valuesEdited({ vehicle: { ...vehicle, ...change } }));
    return store;
  }
  /** The estimate on `store`, as /motor renders it once its code has arrived. */
  function renderOn(store: ReturnType<typeof storeWithVehicle>) {
    const router = createMemoryRouter([{ path: '*', element: <MotorEstimate /> }], {
      initialEntries: ['/motor'],
    });
    render(
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>,
    );
  }
  const makesAsked = (api: ReturnType<typeof mockGuide>) =>
    api.callsTo('GET', retail.getSearchWorkRetailPrice.path).map((call) => Object.fromEntries(call.query));

  it("asks the guide for the draft vehicle's makes before the estimate renders; the picker then asks nothing more", async () => {
    const api = mockGuide();
    const store = storeWithVehicle({ vehicle_type: 'motorcycle', priceSource: 'guide' });
    lookUpMakesEarly(store);
    await waitFor(() => expect(makesAsked(api)).toEqual([{ vehicleType: 'motorcycle' }]));

    renderOn(store);
    await waitFor(() => expect(screen.getByLabelText(/^make/i)).toBeEnabled());
    expect(makesAsked(api)).toEqual([{ vehicleType: 'motorcycle' }]);
  });

  it('loses nothing when the early lookup fails: the picker asks again and lists the makes', async () => {
    let asked = 0;
    const api = mockFetch({
      [`GET ${retail.getSearchWorkRetailPrice.path}`]: (call) =>
        (asked += 1) === 1
          ? json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Please try again' } })
          : json(200, valuationReply(call.query)),
    });
    const store = storeWithVehicle({ vehicle_type: 'car', priceSource: 'guide' });
    lookUpMakesEarly(store);
    await waitFor(() => expect(makesAsked(api)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));

    renderOn(store);
    await waitFor(() => expect(screen.getByLabelText(/^make/i)).toBeEnabled());
    expect(
      within(screen.getByLabelText(/^make/i)).getByRole('option', { name: 'Toyota' }),
    ).toBeInTheDocument();
    expect(makesAsked(api)).toEqual([{ vehicleType: 'car' }, { vehicleType: 'car' }]);
  });

  it('asks nothing for a vehicle whose value the customer gives', async () => {
    const api = mockGuide();
    lookUpMakesEarly(storeWithVehicle({ vehicle_type: 'car', priceSource: 'own' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(makesAsked(api)).toEqual([]);
  });
});
