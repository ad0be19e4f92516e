import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOTOR_PATHS, type ValuationSearchReply, type VehicleValuation } from '@cover/domain/motor';
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
import { CREATE_INSPECTION, DETAIL, INSPECTIONS, PRICE, SWAP, open } from './motor-policy-action-testing';

afterEach(() => vi.unstubAllGlobals());

const GUIDE = `GET ${MOTOR_PATHS.retail.getSearchWorkRetailPrice.path}`;
const VALUATION_ID = '0f6e2a56-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const CX5: VehicleValuation = {
  valuationId: VALUATION_ID,
  VehicleInformation: { make: 'Mazda', model: 'CX-5 2.0 Active', year: 2022, vehicleType: 'car' },
  ValueInformation: { NewPrice: 52_000_000, RetailPrice: 41_000_000 },
};
/** The guide: a Mazda CX-5 2.0 Active of 2022 among the cars, no motorcycle of the inspection's make. */
function guideReply(query: URLSearchParams): ValuationSearchReply {
  const car = query.get('vehicleType') === 'car';
  const make = query.get('make')?.toLowerCase() ?? '';
  const model = query.get('model')?.toLowerCase() ?? '';
  const year = query.get('year');
  const info = CX5.VehicleInformation;
  const mazda = car && make !== '' && 'mazda'.startsWith(make);
  return {
    data:
      mazda && info.model.toLowerCase().startsWith(model) && (!year || Number(year) === info.year)
        ? [CX5]
        : [],
    makes: car ? ['Mazda', 'Toyota'] : ['Honda'],
    models: mazda ? [info.model, 'CX-5 2.5 Individual'] : [],
    years: mazda && model ? [2022, 2021] : [],
    valuedOn: '2026-01-01',
  };
}

describe('RetailMotorPolicyActionPage: swap', () => {
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

  it('starts an inspection of the new vehicle chosen from the valuation guide, then prices it at the guide’s value', async () => {
    const created = preInspection({
      preInspectionId: '66666666-7777-4888-8999-000000000000',
      assessmentStatus: 'AWAITING_PHOTOS',
      make: 'Mazda',
      model: 'CX-5 2.0 Active',
      manufacturingYear: 2022,
      registrationNo: 'CY 12-34',
      estimatedRetailPrice: 41_000_000,
    });
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [INSPECTIONS]: () => json(200, { data: [] }),
      [GUIDE]: (call) => json(200, guideReply(call.query)),
      [`POST ${CREATE_INSPECTION}`]: () => json(201, created),
      [`POST ${PRICE}`]: () => json(201, motorAlteration()),
    });
    open('swap');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start an inspection of another vehicle' }));
    const form = screen.getByRole('form', { name: 'New vehicle inspection' });
    // the guide's makes have come (the list is disabled until then, and a disabled list takes no cursor)
    await waitFor(() => expect(within(form).getByLabelText(/^Make/)).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Start the inspection' }));
    await waitFor(() => expect(within(form).getByLabelText(/^VIN/)).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('POST', CREATE_INSPECTION)).toHaveLength(0);
    // the first problem is the make's, at the top of the form: the cursor goes there
    await waitFor(() => expect(within(form).getByLabelText(/^Make/)).toHaveFocus());

    // the make, model and year from the guide, as in the application: not typed, no value asked
    expect(within(form).getByLabelText(/^Make/).tagName).toBe('SELECT');
    expect(within(form).queryByLabelText(/^What the vehicle is worth/)).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: 'Motorcycle' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Make/), 'Mazda');
    await waitFor(() => expect(within(form).getByLabelText(/^Model/)).toBeEnabled());
    await user.selectOptions(within(form).getByLabelText(/^Model/), 'CX-5 2.0 Active');
    await waitFor(() => expect(within(form).getByLabelText(/^Year made/)).toBeEnabled());
    await user.selectOptions(within(form).getByLabelText(/^Year made/), '2022');
    await waitFor(() =>
      expect(within(form).getByTestId('vehicle-valuation')).toHaveTextContent(/R\s?410[\s ]?000[.,]00/),
    );
    const typed: Record<string, string> = {
      Colour: 'Blue',
      'Registration number': 'cy 12-34',
      VIN: 'knabe511aat012345',
      'Engine number': 'g4la123456',
      'Odometer reading': '12000',
      'Year first registered': '2022',
    };
    for (const [label, value] of Object.entries(typed))
      await user.type(within(form).getByLabelText(new RegExp(`^${label}`)), value);
    // the licence number is the number plate's, as the disc prints it: not asked a second time
    expect(within(form).queryByLabelText(/^Licence/)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Month first registered/), '2');
    await user.click(within(form).getByRole('button', { name: 'Start the inspection' }));
    await waitFor(() => expect(callsTo('POST', CREATE_INSPECTION)).toHaveLength(1));
    expect(callsTo('POST', CREATE_INSPECTION)[0]?.body).toEqual({
      assessmentType: 'PRE_INSPECTION',
      make: 'Mazda',
      model: 'CX-5 2.0 Active',
      color: 'Blue',
      registrationNo: 'cy 12-34',
      vinNo: 'knabe511aat012345',
      engineNo: 'g4la123456',
      licenceNo: 'cy 12-34',
      odometerValue: 12_000,
      manufacturingYear: 2022,
      vehicleRegistrationYear: 2022,
      vehicleRegistrationMonth: 2,
      // the guide's retail price
      estimatedRetailPrice: 41_000_000,
      // its notices speak of the swap (QA walk 12, finding 5a)
      forSwap: true,
    });
    const chosen = await screen.findByRole('radio', {
      name: 'Mazda CX-5 2.0 Active (CY 12-34) · Waiting for photos',
    });
    expect(chosen).toBeChecked();
    // the swap carries the guide's valuation on: priced from it, with nothing chosen again
    expect(screen.getByLabelText(/^Make/)).toHaveValue('Mazda');
    expect(screen.getByLabelText(/^Model/)).toHaveValue('CX-5 2.0 Active');
    expect(screen.getByTestId('vehicle-valuation')).toHaveTextContent(/R\s?410[\s ]?000[.,]00/);
    expect(screen.getByRole('button', { name: 'Send the photo link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /See the new premium/ }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    expect(callsTo('POST', PRICE)[0]?.body).toMatchObject({
      changeType: 'swap',
      vehicle: { valuationId: VALUATION_ID, estimatedRetailPrice: 41_000_000, make: 'Mazda' },
    });
  }, 60_000);

  it('starts an inspection of a vehicle the guide does not list, at the customer’s own value', async () => {
    const created = preInspection({
      preInspectionId: '66666666-7777-4888-8999-000000000001',
      assessmentStatus: 'AWAITING_PHOTOS',
      make: 'Kia',
      model: 'Picanto',
      manufacturingYear: 2023,
      registrationNo: 'CY 12-34',
      estimatedRetailPrice: 18_000_000,
    });
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [INSPECTIONS]: () => json(200, { data: [] }),
      [GUIDE]: (call) => json(200, guideReply(call.query)),
      [`POST ${CREATE_INSPECTION}`]: () => json(201, created),
    });
    open('swap');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start an inspection of another vehicle' }));
    const form = screen.getByRole('form', { name: 'New vehicle inspection' });
    await user.click(within(form).getByRole('checkbox', { name: /The vehicle is not listed/ }));
    const typed: Record<string, string> = {
      Make: 'Kia',
      Model: 'Picanto',
      'Value of the vehicle': '180000',
      Colour: 'Blue',
      'Registration number': 'cy 12-34',
      VIN: 'knabe511aat012345',
      'Engine number': 'g4la123456',
      'Odometer reading': '12000',
      'Year first registered': '2023',
    };
    for (const [label, value] of Object.entries(typed))
      await user.type(within(form).getByLabelText(new RegExp(`^${label}`)), value);
    await user.selectOptions(within(form).getByLabelText(/^Year made/), '2023');
    await user.selectOptions(within(form).getByLabelText(/^Month first registered/), '2');
    await user.click(within(form).getByRole('button', { name: 'Start the inspection' }));
    await waitFor(() => expect(callsTo('POST', CREATE_INSPECTION)).toHaveLength(1));
    expect(callsTo('POST', CREATE_INSPECTION)[0]?.body).toMatchObject({
      make: 'Kia',
      model: 'Picanto',
      manufacturingYear: 2023,
      estimatedRetailPrice: 18_000_000,
    });
    await screen.findByRole('radio', { name: 'Kia Picanto (CY 12-34) · Waiting for photos' });
    // the swap keeps the customer's own value of the unlisted vehicle
    expect(screen.getByRole('checkbox', { name: /The vehicle is not listed/ })).toBeChecked();
    expect(screen.getByLabelText(/^Value of the vehicle/)).toHaveValue('180000');
  }, 60_000);

  it('takes the cursor to the first field in error it can reach while the guide’s makes are still coming', async () => {
    let sendGuide = () => undefined as void;
    const guideHeld = new Promise<void>((resolve) => (sendGuide = resolve));
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [INSPECTIONS]: () => json(200, { data: [] }),
      [GUIDE]: async (call) => {
        await guideHeld;
        return json(200, guideReply(call.query));
      },
    });
    open('swap');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start an inspection of another vehicle' }));
    const form = screen.getByRole('form', { name: 'New vehicle inspection' });
    expect(within(form).getByLabelText(/^Make/)).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Start the inspection' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Make/)).toHaveAttribute('aria-invalid', 'true'));
    // the make's list cannot take the cursor yet: the next field in error that can, not the button, has it
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(document.activeElement).toBeEnabled();
    expect(form).toContainElement(document.activeElement as HTMLElement);
    expect(callsTo('POST', CREATE_INSPECTION)).toHaveLength(0);
    sendGuide();
    await waitFor(() => expect(within(form).getByLabelText(/^Make/)).toBeEnabled());
  });
});
