import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MOTOR_PATHS, OPERATOR_DESK_MESSAGES, OPERATOR_DESK_PATHS } from '@cover/domain/motor';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import {
  APPLICATION_ID,
  PRE_INSPECTION_ID,
  VALID_VIN,
  draftOf,
  motorQuotePackage,
  preInspection,
  prepareDraft,
} from '../../../motor/shared/wizard/testing/purchase-fixtures';
import { HOLDER_ID, OPERATOR_SESSION, operatorApplication } from '../testing/desk-fixtures';
import { DESK_VALUES, renderDeskWizard, withInspection, withQuote } from '../testing/desk-wizard';

afterEach(() => vi.unstubAllGlobals());

const desk = OPERATOR_DESK_PATHS;
const values = DESK_VALUES;

describe('the motor wizard in operator mode', () => {
  it('starts on salary deduction, offers the employee’s schemes and asks the desk’s valuation guide', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      [`GET ${desk.getSearchWorkRetailPrice.path}`]: () =>
        json(200, { data: [], makes: ['Toyota'], models: [], years: [], valuedOn: '2026-11-01' }),
    });
    const { store } = await renderDeskWizard();
    expect(
      await screen.findByRole('heading', { name: 'Register a vehicle for Thabo Mokoena' }),
    ).toBeInTheDocument();
    const schemes = await screen.findByRole('radiogroup', { name: /scheme/i });
    expect(within(schemes).getByRole('radio', { name: 'Logo scheme' })).toBeInTheDocument();
    // The operator is asked about the employee, not "you".
    expect(
      screen.getByRole('radiogroup', { name: 'Does Thabo need this vehicle to do their job?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your job/)).toBeNull();
    // The sections speak of the employee's vehicle too.
    expect(screen.getByRole('heading', { name: 'The vehicle Thabo insures' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How Thabo uses it' })).toBeInTheDocument();
    expect(screen.queryByText(/\byour?\b/i)).toBeNull();
    await waitFor(() => expect(draftOf(store).values.paymentMethod).toBe('deduct_from_salary'));
    expect(draftOf(store).owner).toBe(`operator:olivia:${HOLDER_ID}`);
    await waitFor(() =>
      expect(api.callsTo('GET', desk.getSearchWorkRetailPrice.path).length).toBeGreaterThan(0),
    );
    expect(api.callsTo('GET', MOTOR_PATHS.employee.getMotorSchemes.path)).toHaveLength(0);
    expect(api.callsTo('GET', MOTOR_PATHS.employee.getSearchWorkRetailPrice.path)).toHaveLength(0);
  }, 40_000);

  it('quotes for the employee’s holder on the desk, then texts the inspection link to the employee', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      [`POST ${desk.getVehicleQuote.path}`]: () => json(201, motorQuotePackage()),
      [`POST ${desk.sendInspectionSms.path}`]: () =>
        json(201, preInspection({ mobileEnding: '4567', linkExpiresAt: '2026-11-27T08:00:00.000Z' })),
      [`GET ${desk.getPreinspectionById.path}`]: () => json(200, preInspection({ mobileEnding: '4567' })),
    });
    const { store, user } = await renderDeskWizard((s) => prepareDraft(s, values, 3));
    await screen.findByTestId('motor-premium');
    expect(screen.getByRole('heading', { name: 'Thabo’s quote' })).toBeInTheDocument();
    expect(screen.getByText('Thabo’s premium a month')).toBeInTheDocument();
    expect(screen.getByText(/Thabo has 14 days to change their mind/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Excess Thabo pays' })).toBeInTheDocument();
    expect(screen.queryByText(/\byour?\b/i)).toBeNull();
    expect(api.callsTo('POST', desk.getVehicleQuote.path)[0]?.body).toMatchObject({
      policyHolderId: HOLDER_ID,
      scheme: 'logo',
      vehicle: { make: 'Toyota' },
    });
    expect(api.callsTo('POST', MOTOR_PATHS.employee.getVehicleQuote.path)).toHaveLength(0);
    // the employee accepts it later, themselves: the operator goes on with it
    expect(screen.queryByRole('button', { name: 'Accept and continue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue with this quote' }));

    expect(await screen.findByText('0** *** 4567')).toBeInTheDocument();
    // Continue waits for the link, and says so
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText(/^Text the employee the link to continue/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text the employee the inspection link' }));
    expect(await screen.findByTestId('inspection-link-sent')).toHaveTextContent('ending in 4567');
    const sent = api.callsTo('POST', desk.sendInspectionSms.path)[0];
    expect(sent?.body).toMatchObject({
      policyHolderId: HOLDER_ID,
      vinNo: VALID_VIN,
      assessmentType: 'PRE_INSPECTION',
    });
    expect(sent?.body).not.toHaveProperty('mobile');
    expect(await screen.findByTestId('inspection-status')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(draftOf(store).activeStep).toBe(6));
  }, 40_000);

  it('given back the vehicle’s approved inspection, says no photos are needed and goes on', async () => {
    const approved = preInspection({ assessmentStatus: 'APPROVED', mobileEnding: '4567' });
    const api = mockFetch({
      ...OPERATOR_SESSION,
      [`POST ${desk.sendInspectionSms.path}`]: () => json(201, approved),
      [`GET ${desk.getPreinspectionById.path}`]: () => json(200, approved),
    });
    const { user } = await renderDeskWizard((s) => {
      prepareDraft(s, values, 4);
      withQuote(s);
    });
    // (the draft this file's earlier tests kept may have texted a link already)
    await user.click(
      await screen.findByRole('button', {
        name: /^(Text the employee the inspection link|Send the link again)$/,
      }),
    );
    // said by the notice (and its live region)
    expect(
      await screen.findAllByText('This vehicle’s inspection is already approved: no new photos are needed.'),
    ).not.toHaveLength(0);
    expect(api.callsTo('POST', desk.sendInspectionSms.path)).toHaveLength(1);
    expect(screen.queryByText(/We sent the inspection link/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  }, 40_000);

  it('asks how the employee pays in words about the employee, not "my salary"', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    await renderDeskWizard((s) => {
      prepareDraft(s, { ...values, paymentMethod: 'deduct_from_salary' }, 5);
      withQuote(s);
      withInspection(s);
    });
    const form = await screen.findByRole('form', { name: 'Payment' });
    expect(within(form).getByRole('heading', { name: 'How Thabo pays' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Deduct from Thabo’s salary' })).toBeChecked();
    expect(
      within(form).getByRole('radio', { name: 'Debit order from Thabo’s bank account' }),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('The premium is deducted from Thabo’s Telkom salary each month.'),
    ).toBeInTheDocument();
    expect(within(form).queryByText(/\b(my|your)\b/i)).toBeNull();
  }, 40_000);

  it('registers the vehicle for the holder, uploads the licence and sends it to the employee to accept', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      [`POST ${desk.registerVehicle.path}`]: () =>
        json(201, { application: operatorApplication(), message: OPERATOR_DESK_MESSAGES.vehicleRegistered }),
      [`GET ${desk.getApplicationbyApplicationId.path}`]: () => json(200, operatorApplication()),
      [`POST ${desk.sendForAcceptance.path}`]: () =>
        json(200, {
          application: operatorApplication({ documentsOutstanding: [] }),
          maskedEmail: 't***@example.com',
          maskedCellphone: '+27*****4567',
          expiresAt: '2026-11-27T08:00:00.000Z',
          message: OPERATOR_DESK_MESSAGES.sentForAcceptance,
        }),
    });
    const uploads: FakeUpload[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
    const { user, router } = await renderDeskWizard((s) => {
      prepareDraft(s, { ...values, paymentMethod: 'deduct_from_salary' }, 6);
      withQuote(s);
      withInspection(s);
    });
    const form = await screen.findByRole('form', { name: 'Documents and sending' });
    expect(within(form).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByText('Deducted from the employee’s salary')).toBeInTheDocument();
    // the cellphone masked as the employee card and the inspection step show it (QA walk 8 finding 11)
    expect(form).toHaveTextContent('to t***@example.com and 0** *** 4567.');
    await user.click(screen.getByRole('button', { name: 'Send to the employee for acceptance' }));
    expect(
      await screen.findByText('Please confirm that the employee asked you to apply'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox'));
    await user.upload(
      within(form).getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send to the employee for acceptance' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.fields).toEqual({ applicationId: APPLICATION_ID, kind: 'drivers_licence' });
    act(() => uploads[0]?.finish(201, operatorApplication({ documentsOutstanding: [] })));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/operator/applications/${APPLICATION_ID}`),
    );
    const registered = api.callsTo('POST', desk.registerVehicle.path)[0];
    expect(registered?.body).toMatchObject({
      policyHolderId: HOLDER_ID,
      acceptTermsAndCondition: true,
      paymentMethod: { type: 'deduct_from_salary' },
      vehicle: { preInspectionId: PRE_INSPECTION_ID },
    });
    expect(registered?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo('POST', desk.sendForAcceptance.path)[0]?.body).toEqual({
      applicationId: APPLICATION_ID,
    });
    expect(api.callsTo('POST', MOTOR_PATHS.employee.createApplication.path)).toHaveLength(0);
    expect(api.callsTo('POST', MOTOR_PATHS.employee.applicationDeclaration.path)).toHaveLength(0);
  }, 40_000);
});
