import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { motorAlteration, motorPolicyDetail } from '../../shared/policies/test-motor-policy';
import { preInspection } from '../../shared/policies/test-motor-claim';
import { CREATE_INSPECTION, DETAIL, INSPECTIONS, PRICE, open } from './motor-policy-action-testing';
import { GUIDE, guideReply, VALUATION_ID } from './motor-swap-guide-testing';

afterEach(() => vi.unstubAllGlobals());

type Routes = Parameters<typeof mockFetch>[0];

/** An inspection just started on the swap page, waiting for its photos. */
const startedInspection = (facts: Parameters<typeof preInspection>[0]) =>
  preInspection({ assessmentStatus: 'AWAITING_PHOTOS', registrationNo: 'CY 12-34', ...facts });

/**
 * The swap page of a customer with no inspection yet, its new-inspection form opened: the guide answers as
 * `guideReply` unless `routes` answers it otherwise.
 */
async function openInspectionForm(routes: Routes) {
  const { callsTo } = mockFetch({
    [DETAIL]: () => json(200, motorPolicyDetail()),
    [INSPECTIONS]: () => json(200, { data: [] }),
    [GUIDE]: (call) => json(200, guideReply(call.query)),
    ...routes,
  });
  open('swap');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start an inspection of another vehicle' }));
  return { callsTo, user, form: screen.getByRole('form', { name: 'New vehicle inspection' }) };
}

describe('RetailMotorPolicyActionPage: swap onto a vehicle inspected from the swap page', () => {
  it('starts an inspection of the new vehicle chosen from the valuation guide, then prices it at the guide’s value', async () => {
    const created = startedInspection({
      preInspectionId: '66666666-7777-4888-8999-000000000000',
      make: 'Mazda',
      model: 'CX-5 2.0 Active',
      manufacturingYear: 2022,
      estimatedRetailPrice: 41_000_000,
    });
    const { callsTo, user, form } = await openInspectionForm({
      [`POST ${CREATE_INSPECTION}`]: () => json(201, created),
      [`POST ${PRICE}`]: () => json(201, motorAlteration()),
    });
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
    };
    for (const [label, value] of Object.entries(typed))
      await user.type(within(form).getByLabelText(new RegExp(`^${label}`)), value);
    // the licence number is the number plate's, as the disc prints it: not asked a second time
    expect(within(form).queryByLabelText(/^Licence/)).not.toBeInTheDocument();
    // first registered: a year and a month chosen, as in the application wizard
    await user.selectOptions(within(form).getByLabelText(/^Year first registered/), '2022');
    await user.selectOptions(within(form).getByLabelText(/^Month first registered/), '2');
    await user.click(within(form).getByRole('button', { name: 'Start the inspection' }));
    await waitFor(() => expect(callsTo('POST', CREATE_INSPECTION)).toHaveLength(1));
    expect(callsTo('POST', CREATE_INSPECTION)[0]?.body).toEqual({
      assessmentType: 'PRE_INSPECTION',
      make: 'Mazda',
      model: 'CX-5 2.0 Active',
      color: 'Blue',
      registrationNo: 'cy 12-34',
      // the VIN field keeps what a VIN holds: capitals and digits
      vinNo: 'KNABE511AAT012345',
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
    const created = startedInspection({
      preInspectionId: '66666666-7777-4888-8999-000000000001',
      make: 'Kia',
      model: 'Picanto',
      manufacturingYear: 2023,
      estimatedRetailPrice: 18_000_000,
    });
    const { callsTo, user, form } = await openInspectionForm({
      [`POST ${CREATE_INSPECTION}`]: () => json(201, created),
    });
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
    };
    for (const [label, value] of Object.entries(typed))
      await user.type(within(form).getByLabelText(new RegExp(`^${label}`)), value);
    await user.selectOptions(within(form).getByLabelText(/^Year made/), '2023');
    await user.selectOptions(within(form).getByLabelText(/^Year first registered/), '2023');
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
    const { callsTo, user, form } = await openInspectionForm({
      [GUIDE]: async (call) => {
        await guideHeld;
        return json(200, guideReply(call.query));
      },
    });
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
