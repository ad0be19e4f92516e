import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { MOTOR_CANCELLATION_REASONS } from '@cover/domain';
import { MOTOR_POLICY_MESSAGES, VEHICLE_MESSAGES } from '@cover/domain/motor';
import { announced, POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import {
  ALTERATION_ID,
  APPLICATION_ID,
  CURRENT_INSPECTION_ID,
  MOTOR_API,
  motorAlteration,
  motorcyclePolicyDetail,
  motorPolicy,
  motorPolicyDetail,
  NEW_INSPECTION_ID,
} from '../../shared/policies/test-motor-policy';
import { motorApplication } from '../../shared/policies/test-motor-application';
import { preInspection } from '../../shared/policies/test-motor-claim';
import { RetailMotorPolicyActionPage } from './motor-policy-action-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = `GET ${MOTOR_API.retail}/getPolicyByPolicyId`;
const APPLICATION = `GET ${MOTOR_API.retail}/applications/getApplicationbyApplicationId`;
const INSPECTIONS = `GET ${MOTOR_API.retail}/preinspections/getPreinspectionsByIdNumber`;
const PRICE = `${MOTOR_API.retail}/createAlterationPackage`;
const APPLY = `${MOTOR_API.retail}/policies/applyAlteration`;
const SWAP = `${MOTOR_API.retail}/policies/swapPolicy`;
const CANCEL = `${MOTOR_API.retail}/policies/cancelPolicy`;
const CREATE_INSPECTION = `${MOTOR_API.retail}/preinspections/createPreinspection`;

const base = `/retail/motor/policies/${POLICY_ID}`;
const page = (
  <Routes>
    <Route path="/retail/motor/policies/:policyId/:action" element={<RetailMotorPolicyActionPage />} />
    <Route path="/retail/motor/policies/:policyId" element={<h1>The policy page</h1>} />
  </Routes>
);
const open = (action: string) => renderWithApp(page, { path: `${base}/${action}` });

describe('RetailMotorPolicyActionPage: edit', () => {
  it('fills the edit form in as the policy stands, prices the change, then confirms it', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [APPLICATION]: () => json(200, motorApplication()),
      [`POST ${PRICE}`]: () => json(201, motorAlteration()),
      [`POST ${APPLY}`]: () => json(200, { policy: motorPolicy(), message: 'Your policy is updated' }),
    });
    open('edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit details' })).toBeInTheDocument();
    expect(callsTo('GET', APPLICATION.slice(4))[0]?.query.get('applicationId')).toBe(APPLICATION_ID);
    expect(await screen.findByLabelText(/^Colour/)).toHaveValue('White');
    expect(screen.getByLabelText(/^Sum insured/)).toHaveValue('300000');
    expect(screen.getByRole('checkbox', { name: 'Mag wheels' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tow bar' })).toBeChecked();
    expect(screen.getByLabelText(/^Total value of the extras/)).toHaveValue('12500.00');
    expect(screen.getByLabelText(/^Years of uninterrupted car insurance/)).toHaveValue('6');
    expect(screen.getByLabelText(/^City or town/)).toHaveValue('Rosebank');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Odometer reading now/)).toHaveAccessibleDescription(
        VEHICLE_MESSAGES.odometer,
      ),
    );
    expect(callsTo('POST', PRICE)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Odometer reading now/), '85 000');
    await user.click(screen.getByRole('radio', { name: 'Business use' }));
    await user.clear(screen.getByLabelText(/^City or town/));
    await user.type(screen.getByLabelText(/^City or town/), 'Sandton');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    expect(callsTo('POST', PRICE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      changeType: 'edit',
      edit: {
        sumAssured: 30_000_000,
        finance: { payingOffLoan: true },
        vehicleDetails: { odometer: 85_000, colour: 'White' },
        permanentDriver: { isPermanent: true },
        isEssentialPart: false,
        vehicleUsedFor: 'business',
        address: {
          address: '12 Jan Smuts Avenue',
          googleAddress: {
            formattedAddress: '12 Jan Smuts Avenue',
            city: 'Sandton',
            provience: 'GP',
            code: '2196',
          },
        },
        extraVehicleDetails: {
          anyExtra: true,
          totalEstimatedValue: '12500.00',
          details: ['mag_wheels', 'tow_bar'],
        },
        performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
        previousInsurance: {
          totalConsecutiveYears: 6,
          totalClaims: 1,
          everCancelled: false,
          isConvicted: false,
        },
      },
    });

    const preview = await screen.findByRole('region', { name: 'Your new premium' });
    expect(preview).toHaveTextContent('The vehicle is now kept in Sandton and used for business');
    expect(preview).toHaveTextContent(/IncreaseR\s?75[.,]00/);
    await user.click(within(preview).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(callsTo('POST', APPLY)).toHaveLength(1));
    expect(callsTo('POST', APPLY)[0]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: ALTERATION_ID,
    });
    await announced('Your policy is updated');
    expect(await screen.findByRole('heading', { name: 'The policy page' })).toBeInTheDocument();
    expect(callsTo('POST', SWAP)).toHaveLength(0);
  }, 30_000);

  it('keeps everything typed and shows the server’s refusal on its field', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [APPLICATION]: () => refusal(404, 'NOT_FOUND', 'Not found'),
      [`POST ${PRICE}`]: () =>
        refusal(422, 'VALIDATION_FAILED', 'Please check the sum insured', {
          'edit.sumAssured': MOTOR_POLICY_MESSAGES.sumAssured,
        }),
    });
    open('edit');
    expect(
      await screen.findByText(
        'Please check your finance, extras and insurance history below: we could not fill them in for you.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Sum insured/));
    await user.type(screen.getByLabelText(/^Sum insured/), '500000');
    await user.type(screen.getByLabelText(/^Odometer reading now/), '85000');
    const form = screen.getByRole('button', { name: 'See the new premium' }).closest('form') as HTMLElement;
    const [loan, extras, enhancements, cancelled, convicted] = [
      'Are you paying off a loan on the vehicle?',
      'Does the vehicle have extras or accessories you want covered?',
      'Has the engine or body been changed for performance or looks?',
      'Has an insurer ever cancelled your insurance?',
      'Has the driver been convicted of drunk or reckless driving?',
    ].map((question) => within(form).getByRole('radiogroup', { name: question }));
    for (const group of [loan, extras, enhancements, cancelled, convicted])
      await user.click(within(group as HTMLElement).getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText(/^Years of uninterrupted car insurance/), '3');
    await user.selectOptions(screen.getByLabelText(/^Claims in the last 3 years/), '0');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Sum insured/)).toHaveAccessibleDescription(
        MOTOR_POLICY_MESSAGES.sumAssured,
      ),
    );
    expect(screen.getByText('Please check the sum insured')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Sum insured/)).toHaveValue('500000');
    expect(screen.getByLabelText(/^Odometer reading now/)).toHaveValue('85000');
    expect(screen.queryByRole('region', { name: 'Your new premium' })).toBeNull();
    expectPlainText();
  }, 30_000);
});

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
    // the value given at the inspection is offered
    expect(screen.getByLabelText(/^What the vehicle is worth/)).toHaveValue('450000');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    expect(callsTo('POST', PRICE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      changeType: 'swap',
      vehicle: {
        vehicle_type: 'car',
        make: 'Mazda',
        model: 'CX-5',
        manufacturingYear: 2022,
        valuationId: null,
        estimatedRetailPrice: 45_000_000,
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
  }, 30_000);

  it('swaps a motorcycle through motorcycle/swap, pricing another motorcycle', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorcyclePolicyDetail()),
      [INSPECTIONS]: () => json(200, { data: inspections }),
      [`POST ${PRICE}`]: () => json(201, motorAlteration({ changeType: 'swap', changeCode: 0 })),
      [`POST ${MOTOR_API.retail}/motorcycle/swap`]: () =>
        json(200, { policy: motorPolicy(), message: 'Your cover moved to the new motorcycle' }),
    });
    open('swap');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Mazda CX-5/ }));
    await user.clear(screen.getByLabelText(/^What the vehicle is worth/));
    await user.type(screen.getByLabelText(/^What the vehicle is worth/), '90000');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    expect(callsTo('POST', PRICE)[0]?.body).toMatchObject({
      vehicle: { vehicle_type: 'motorcycle', estimatedRetailPrice: 9_000_000 },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm the swap' }));
    await waitFor(() => expect(callsTo('POST', `${MOTOR_API.retail}/motorcycle/swap`)).toHaveLength(1));
    expect(callsTo('POST', SWAP)).toHaveLength(0);
  }, 30_000);

  it('starts an inspection of the new vehicle from its facts, then chooses it', async () => {
    const created = preInspection({
      preInspectionId: '66666666-7777-4888-8999-000000000000',
      assessmentStatus: 'AWAITING_PHOTOS',
      make: 'Kia',
      model: 'Picanto',
      registrationNo: 'CY 12-34',
      estimatedRetailPrice: 18_000_000,
    });
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [INSPECTIONS]: () => json(200, { data: [] }),
      [`POST ${CREATE_INSPECTION}`]: () => json(201, created),
    });
    open('swap');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start an inspection of another vehicle' }));
    const form = screen.getByRole('form', { name: 'New vehicle inspection' });
    await user.click(within(form).getByRole('button', { name: 'Start the inspection' }));
    await waitFor(() => expect(within(form).getByLabelText(/^VIN/)).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('POST', CREATE_INSPECTION)).toHaveLength(0);

    const typed: Record<string, string> = {
      Make: 'Kia',
      Model: 'Picanto',
      'Year made': '2023',
      Colour: 'Blue',
      'Registration number': 'cy 12-34',
      VIN: 'knabe511aat012345',
      'Engine number': 'g4la123456',
      'Licence number': 'cy1234',
      'Odometer reading': '12000',
      'What the vehicle is worth': '180000',
      'Year first registered': '2023',
    };
    for (const [label, value] of Object.entries(typed))
      await user.type(within(form).getByLabelText(new RegExp(`^${label}`)), value);
    await user.selectOptions(within(form).getByLabelText(/^Month first registered/), '2');
    await user.click(within(form).getByRole('button', { name: 'Start the inspection' }));
    await waitFor(() => expect(callsTo('POST', CREATE_INSPECTION)).toHaveLength(1));
    expect(callsTo('POST', CREATE_INSPECTION)[0]?.body).toEqual({
      assessmentType: 'PRE_INSPECTION',
      make: 'Kia',
      model: 'Picanto',
      color: 'Blue',
      registrationNo: 'cy 12-34',
      vinNo: 'knabe511aat012345',
      engineNo: 'g4la123456',
      licenceNo: 'cy1234',
      odometerValue: 12_000,
      manufacturingYear: 2023,
      vehicleRegistrationYear: 2023,
      vehicleRegistrationMonth: 2,
      estimatedRetailPrice: 18_000_000,
    });
    const chosen = await screen.findByRole('radio', { name: 'Kia Picanto (CY 12-34) · Waiting for photos' });
    expect(chosen).toBeChecked();
    expect(screen.getByLabelText(/^What the vehicle is worth/)).toHaveValue('180000');
    expect(screen.getByRole('button', { name: 'Send the photo link' })).toBeInTheDocument();
  }, 30_000);
});

describe('RetailMotorPolicyActionPage: cancel', () => {
  it('states what cancelling means, asks for a motor reason of spec 001 §9, and cancels after confirming', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [`POST ${CANCEL}`]: () =>
        json(200, {
          policy: motorPolicy({ status: 'CANCELLED', statusDisplayValue: 'Cancelled' }),
          withinCoolingOff: true,
          refund: { collectionId: 'c-1', amount: 145_000 },
          message: 'Your policy is cancelled',
        }),
    });
    open('cancel');
    expect(await screen.findByText('If you cancel today')).toBeInTheDocument();
    expect(screen.getByText(/inside the 14-day cooling-off period/)).toBeInTheDocument();
    const reasons = screen.getByRole('radiogroup', { name: 'Why are you cancelling?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(MOTOR_CANCELLATION_REASONS.map((reason) => reason.value));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose why you are cancelling')).toBeInTheDocument();
    await user.click(within(reasons).getByRole('radio', { name: 'Vehicle sold' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('region', { name: 'Cancel policy MOT-0001?' });
    expect(confirm).toHaveTextContent('Cover of your Toyota Corolla 2021 (CA 123-456) stops today.');
    expect(confirm).toHaveTextContent('Reason: Vehicle sold');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel policy MOT-0001' }));
    await waitFor(() => expect(callsTo('POST', CANCEL)).toHaveLength(1));
    expect(callsTo('POST', CANCEL)[0]?.body).toEqual({ policyId: POLICY_ID, reason: 'vehicle_sold' });
    const result = (await screen.findByRole('heading', { name: 'Your policy is cancelled' })).closest(
      '[role=status]',
    );
    expect(result).toHaveTextContent(/Refund: R\s?1[\s ]?450[.,]00 to your bank account/);
    expectPlainText();
  });

  it('does not change a policy that has ended', async () => {
    mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail({ status: 'LAPSED', statusDisplayValue: 'Lapsed' })),
    });
    open('swap');
    expect(
      await screen.findByText('Policy MOT-0001 is lapsed, so it cannot be changed.'),
    ).toBeInTheDocument();
  });

  it('shows page not found for an unknown change', async () => {
    mockFetch({});
    open('repaint');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });
});
