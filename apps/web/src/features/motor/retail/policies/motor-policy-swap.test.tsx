import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announced, POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import {
  ALTERATION_ID,
  CURRENT_INSPECTION_ID,
  MOTOR_API,
  motorAlteration,
  motorcyclePolicyDetail,
  motorPolicy,
  motorPolicyDetail,
  NEW_INSPECTION_ID,
} from '../../shared/policies/test-motor-policy';
import { preInspection } from '../../shared/policies/test-motor-claim';
import { DETAIL, INSPECTIONS, PRICE, SWAP, open } from './motor-policy-action-testing';
import { GUIDE, guideReply, VALUATION_ID } from './motor-swap-guide-testing';

afterEach(() => vi.unstubAllGlobals());

describe('RetailMotorPolicyActionPage: swap onto an inspected vehicle', () => {
  const inspections = [
    preInspection({ preInspectionId: CURRENT_INSPECTION_ID, vinNo: 'AHTBB3QE500012345', make: 'Toyota' }),
    preInspection(),
  ];

  it('moves the cover to another vehicle: its inspection, a priced preview with the old and new premium, then the swap', async () => {
    const swap = motorAlteration({
      changeType: 'swap',
      changeCode: 0,
      summary: 'Cover moves to the Mazda CX-5 2022 (GP 55 XY GP)',
      newPremium: 198_000,
      newSumAssured: 45_000_000,
    });
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [INSPECTIONS]: () => json(200, { data: inspections }),
      [GUIDE]: (call) => json(200, guideReply(call.query)),
      [`POST ${PRICE}`]: () => json(201, swap),
      [`POST ${SWAP}`]: () =>
        json(200, { policy: motorPolicy(), message: 'Your cover moved to the Mazda CX-5' }),
    });
    open('swap');
    const choice = await screen.findByRole('radiogroup', { name: 'Which vehicle does the cover move to?' });
    expect(within(choice).getAllByRole('radio')).toHaveLength(1);
    expect(callsTo('GET', INSPECTIONS.slice(4))[0]?.query.get('assessmentType')).toBe('PRE_INSPECTION');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() =>
      expect(
        screen.getByText('Please choose the new vehicle’s inspection, or start one'),
      ).toBeInTheDocument(),
    );
    expect(callsTo('POST', PRICE)).toHaveLength(0);

    await user.click(within(choice).getByRole('radio', { name: 'Mazda CX-5 (GP 55 XY GP) · Approved' }));
    expect(screen.getByText('JMZKF6W7A00123456')).toBeInTheDocument();
    expect(screen.getByText('March 2022')).toBeInTheDocument();
    // the guide values the inspection's make, model and year: no typed value, no choice of car or motorcycle
    await waitFor(() => expect(screen.getByLabelText(/^Model/)).toHaveValue('CX-5 2.0 Active'));
    expect(screen.getByLabelText(/^Make/)).toHaveValue('Mazda');
    expect(screen.getByLabelText(/^Year made/)).toHaveValue('2022');
    expect(screen.getByTestId('vehicle-valuation')).toHaveTextContent(/R\s?410[\s ]?000[.,]00/);
    expect(screen.queryByLabelText(/^What the vehicle is worth/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Type of vehicle' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    expect(callsTo('POST', PRICE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      changeType: 'swap',
      vehicle: {
        vehicle_type: 'car',
        make: 'Mazda',
        model: 'CX-5 2.0 Active',
        manufacturingYear: 2022,
        valuationId: VALUATION_ID,
        estimatedRetailPrice: 41_000_000,
        isEstimatedRetailPrice: true,
        vehicleUsedFor: 'private',
        isEssentialPart: false,
        vin: 'JMZKF6W7A00123456',
        vehicle_reg_no: 'GP 55 XY GP',
        colour: 'Silver',
        engineNo: 'PY1234567',
        odometer: 42_000,
        vehicleRegistrationYear: 2022,
        vehicleRegistrationMonth: 3,
        preInspectionId: NEW_INSPECTION_ID,
      },
    });
    const preview = await screen.findByRole('region', { name: 'Your new premium' });
    expect(preview).toHaveTextContent(/Premium nowR\s?1[\s ]?450[.,]00/);
    expect(preview).toHaveTextContent(/New monthly premiumR\s?1[\s ]?980[.,]00/);
    expect(preview).toHaveTextContent(/New sum insuredR\s?450[\s ]?000[.,]00/);
    await user.click(within(preview).getByRole('button', { name: 'Confirm the swap' }));
    await waitFor(() => expect(callsTo('POST', SWAP)).toHaveLength(1));
    expect(callsTo('POST', SWAP)[0]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: ALTERATION_ID,
    });
    await announced('Your cover moved to the Mazda CX-5');
    expectPlainText();
  }, 60_000);

  it('values the new vehicle at the year its inspection says it was made: no other year to pick by mistake', async () => {
    mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [INSPECTIONS]: () => json(200, { data: inspections }),
      [GUIDE]: (call) => json(200, guideReply(call.query)),
    });
    open('swap');
    const choice = await screen.findByRole('radiogroup', { name: 'Which vehicle does the cover move to?' });
    const user = userEvent.setup();
    await user.click(within(choice).getByRole('radio', { name: 'Mazda CX-5 (GP 55 XY GP) · Approved' }));
    await waitFor(() => expect(screen.getByLabelText(/^Year made/)).toHaveValue('2022'));
    const year = screen.getByLabelText(/^Year made/);
    // the guide lists 2022 and 2021 for the model: only the inspection's year is offered
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose the year', '2022']);
    expect(year).toHaveAccessibleDescription('As the inspection says the vehicle was made');
    // another model starts at the same year, not blank
    await user.selectOptions(screen.getByLabelText(/^Model/), 'CX-5 2.5 Individual');
    await waitFor(() => expect(screen.getByLabelText(/^Year made/)).toHaveValue('2022'));
  }, 60_000);

  it('swaps a motorcycle through motorcycle/swap, one the guide does not list at the customer’s value', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorcyclePolicyDetail()),
      [INSPECTIONS]: () => json(200, { data: inspections }),
      [GUIDE]: (call) => json(200, guideReply(call.query)),
      [`POST ${PRICE}`]: () => json(201, motorAlteration({ changeType: 'swap', changeCode: 0 })),
      [`POST ${MOTOR_API.retail}/motorcycle/swap`]: () =>
        json(200, { policy: motorPolicy(), message: 'Your cover moved to the new motorcycle' }),
    });
    open('swap');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Mazda CX-5/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Make/)).toBeEnabled());
    // not in the guide: the year cannot be valued until the customer says so and gives the value
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(screen.getByLabelText(/^Make/)).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('POST', PRICE)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /The vehicle is not listed/ }));
    expect(screen.getByLabelText(/^Make/)).toHaveValue('Mazda');
    expect(screen.getByLabelText(/^Value of the vehicle/)).toHaveValue('450000');
    await user.clear(screen.getByLabelText(/^Value of the vehicle/));
    await user.type(screen.getByLabelText(/^Value of the vehicle/), '90000');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    expect(callsTo('POST', PRICE)[0]?.body).toMatchObject({
      vehicle: {
        vehicle_type: 'motorcycle',
        make: 'Mazda',
        model: 'CX-5',
        manufacturingYear: 2022,
        valuationId: null,
        estimatedRetailPrice: 9_000_000,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm the swap' }));
    await waitFor(() => expect(callsTo('POST', `${MOTOR_API.retail}/motorcycle/swap`)).toHaveLength(1));
    expect(callsTo('POST', SWAP)).toHaveLength(0);
  }, 60_000);
});
