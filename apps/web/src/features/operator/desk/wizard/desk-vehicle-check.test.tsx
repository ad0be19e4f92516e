/**
 * QA walk 8. Finding 1: the desk refuses a vehicle already insured on the vehicle step, when its registration
 * number and VIN are entered (the desk's own check), before the inspection link is texted to the employee,
 * in the operator's words; a refusal of the inspection link itself takes the operator back to the field.
 * Finding 8: the send step says which documents are still missing before Send is pressed, and flags them
 * at the first press together with the confirmation.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MOTOR_PATHS, OPERATOR_DESK_MESSAGES, OPERATOR_DESK_PATHS } from '@cover/domain/motor';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import {
  VALID_VIN,
  draftOf,
  prepareDraft,
  valuationReply,
} from '../../../motor/shared/wizard/testing/purchase-fixtures';
import { OPERATOR_SESSION } from '../testing/desk-fixtures';
import { DESK_VALUES, renderDeskWizard, withInspection, withQuote } from '../testing/desk-wizard';

// The wizard is a lazy chunk: loaded once first, so no test waits for it (a busy machine takes long).
beforeAll(async () => {
  await import('./desk-wizard');
}, 300_000);
afterEach(() => vi.unstubAllGlobals());

const desk = OPERATOR_DESK_PATHS;
const INSURED = OPERATOR_DESK_MESSAGES.vehicleInsured;
const guide = {
  [`GET ${desk.getSearchWorkRetailPrice.path}`]: (call: { query: URLSearchParams }) =>
    json(200, valuationReply(call.query)),
};

describe('a vehicle already insured, at the desk (QA walk 8, finding 1)', () => {
  it('is refused at its registration number when the operator leaves the field, before any inspection link', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      ...guide,
      [`POST ${desk.checkVehicleExists.path}`]: () => json(200, { exists: true, message: INSURED }),
    });
    const { store, user } = await renderDeskWizard((s) => prepareDraft(s, DESK_VALUES));
    const registration = await screen.findByLabelText(/^registration number/i);
    await user.click(registration);
    await user.tab();
    await waitFor(() => expect(api.callsTo('POST', desk.checkVehicleExists.path)).toHaveLength(1));
    expect(api.callsTo('POST', desk.checkVehicleExists.path)[0]?.body).toEqual({
      registrationNo: 'CA 123-456',
      vin: VALID_VIN,
    });
    expect(await screen.findByText(INSURED)).toBeInTheDocument();
    expect(screen.queryByText(/call us/i)).toBeNull();

    // Continue asks again
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.callsTo('POST', desk.checkVehicleExists.path)).toHaveLength(2));
    expect(await screen.findByText(INSURED)).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({ activeStep: 1, succeedSteps: [] });
    expect(registration).toHaveAccessibleDescription(INSURED);
    // the customer's own check is not the desk's to ask, and nobody was texted
    expect(api.callsTo('POST', MOTOR_PATHS.employee.checkVehicleExits.path)).toHaveLength(0);
    expect(api.callsTo('POST', desk.sendInspectionSms.path)).toHaveLength(0);
  }, 120_000);

  it('never moves the cursor on leaving the field, and clears the message when the number or VIN changes (QA walk 13, finding 2)', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      ...guide,
      [`POST ${desk.checkVehicleExists.path}`]: () => json(200, { exists: true, message: INSURED }),
    });
    const { user } = await renderDeskWizard((s) =>
      prepareDraft(s, { ...DESK_VALUES, vehicle: { ...DESK_VALUES.vehicle, vehicle_reg_no: '', vin: '' } }),
    );
    const registration = await screen.findByLabelText(/^registration number/i);
    const vin = screen.getByLabelText(/^vin/i);
    await user.click(registration);
    await user.keyboard('GP 55 TM 01');
    await user.tab();
    expect(vin).toHaveFocus();
    await waitFor(() => expect(api.callsTo('POST', desk.checkVehicleExists.path)).toHaveLength(1));
    expect(await screen.findByText(INSURED)).toBeInTheDocument();
    expect(vin).toHaveFocus();
    await user.keyboard(VALID_VIN);
    expect(vin).toHaveValue(VALID_VIN);
    expect(registration).toHaveValue('GP 55 TM 01');
    // the VIN changed after the check: its message no longer stands
    expect(screen.queryByText(INSURED)).toBeNull();

    // asked again with both, refused again, then the number corrected: the message goes with it
    await user.click(registration);
    await user.tab();
    expect(await screen.findByText(INSURED)).toBeInTheDocument();
    await user.click(registration);
    await user.keyboard('{Backspace}2');
    expect(screen.queryByText(INSURED)).toBeNull();
  }, 120_000);

  it('lets a vehicle that is not insured go on, checked by its registration number and VIN', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      ...guide,
      [`POST ${desk.checkVehicleExists.path}`]: () =>
        json(200, { exists: false, message: OPERATOR_DESK_MESSAGES.vehicleFree }),
    });
    const { store, user } = await renderDeskWizard((s) => prepareDraft(s, DESK_VALUES));
    await screen.findByLabelText(/^registration number/i);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(draftOf(store)).toMatchObject({ activeStep: 2, succeedSteps: [1] }));
    expect(api.callsTo('POST', desk.checkVehicleExists.path)[0]?.body).toEqual({
      registrationNo: 'CA 123-456',
      vin: VALID_VIN,
    });
  }, 120_000);

  it('takes the operator back to the registration number when the server refuses the inspection link', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      ...guide,
      [`POST ${desk.sendInspectionSms.path}`]: () =>
        refusal(409, 'VEHICLE_INSURED', INSURED, { registrationNo: INSURED }),
    });
    const { store, user } = await renderDeskWizard((s) => {
      prepareDraft(s, DESK_VALUES, 4);
      withQuote(s);
    });
    await user.click(await screen.findByRole('button', { name: 'Text the employee the inspection link' }));
    await waitFor(() => expect(draftOf(store).activeStep).toBe(1));
    expect(await screen.findByLabelText(/^registration number/i)).toHaveAccessibleDescription(INSURED);
    expect(api.callsTo('POST', desk.sendInspectionSms.path)).toHaveLength(1);
  }, 120_000);
});

describe('the send step’s documents (QA walk 8, finding 8)', () => {
  it('says which documents are missing before Send, and flags them with the confirmation at the first press', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    const uploads: FakeUpload[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
    const { user } = await renderDeskWizard((s) => {
      prepareDraft(s, { ...DESK_VALUES, paymentMethod: 'deduct_from_salary' }, 6);
      withQuote(s);
      withInspection(s);
    });
    const form = await screen.findByRole('form', { name: 'Documents and sending' });
    expect(within(form).getByTestId('desk-documents-missing')).toHaveTextContent(
      'Still to add before you can send: Driver’s licence (both sides).',
    );
    expect(within(form).queryByText('Please add this document')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send to the employee for acceptance' }));
    expect(
      await screen.findByText('Please confirm that the employee asked you to apply'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Please add this document')).toBeInTheDocument();

    await user.upload(
      within(form).getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' }),
    );
    expect(within(form).queryByText('Please add this document')).toBeNull();
    expect(within(form).queryByTestId('desk-documents-missing')).toBeNull();
    expect(uploads).toHaveLength(0);
  }, 120_000);
});
