import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEVICE_MESSAGES } from '@cover/domain/device';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { prepareDraft } from '../testing/purchase-fixtures';
import { READY_PHONE, draftOf, renderDeviceWizard } from '../testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const CHECK = 'POST /api/retail/device/application/checkImeiInsured';
/** Insured on someone's in-force policy (grouped with hyphens as typed; the check is sent normalised). */
const INSURED = '352099001761481';
const FREE = '490154203237518';

describe('device registration wizard: an IMEI already insured is said on the phone step', () => {
  it('says so on leaving the field, with the final refusal’s words, and does not go on to pay', async () => {
    const api = mockFetch({
      [CHECK]: (call) =>
        json(200, { insured: (call.body as { deviceIMEINumber: string }).deviceIMEINumber === INSURED }),
    });
    const { store, user } = await renderDeviceWizard((s) =>
      prepareDraft(s, { ...READY_PHONE, deviceIMEINumber: '' }),
    );
    const imei = await screen.findByLabelText(/imei number/i);
    await user.type(imei, '35-209900-176148-1');
    await user.tab();
    expect(await screen.findByText(DEVICE_MESSAGES.imeiTaken)).toBeInTheDocument();
    expect(imei).toHaveAccessibleDescription(DEVICE_MESSAGES.imeiTaken);
    expect(api.callsTo('POST', '/api/retail/device/application/checkImeiInsured')[0]?.body).toEqual({
      deviceIMEINumber: INSURED,
    });

    // Continue asks nothing new (the answer is known) and stays on the phone step.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imeiTaken)).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({ activeStep: 1, succeedSteps: [] });
    expect(api.callsTo('POST', '/api/retail/device/application/checkImeiInsured')).toHaveLength(1);

    // Another phone's IMEI: the message goes on leaving the field, and the customer goes on.
    await user.clear(imei);
    await user.type(imei, FREE);
    await user.tab();
    await vi.waitFor(() => expect(screen.queryByText(DEVICE_MESSAGES.imeiTaken)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Credit life' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/retail/device/application/checkImeiInsured')).toHaveLength(2);
  }, 40_000);

  it('checks on Continue when the field was never left, and asks nothing for an IMEI with a digit wrong', async () => {
    const api = mockFetch({ [CHECK]: () => json(200, { insured: true }) });
    const { store, user } = await renderDeviceWizard((s) =>
      prepareDraft(s, { ...READY_PHONE, deviceIMEINumber: '' }),
    );
    const imei = await screen.findByLabelText(/imei number/i);
    await user.type(imei, '352099001761480');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imeiMistyped)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/retail/device/application/checkImeiInsured')).toHaveLength(0);

    await user.clear(imei);
    await user.type(imei, INSURED);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imeiTaken)).toBeInTheDocument();
    expect(draftOf(store).activeStep).toBe(1);
  }, 40_000);

  it('says a digit typed wrong on leaving the field, keeps what was typed, and asks nothing until it is right', async () => {
    const api = mockFetch({ [CHECK]: () => json(200, { insured: false }) });
    const { store, user } = await renderDeviceWizard((s) =>
      prepareDraft(s, { ...READY_PHONE, deviceIMEINumber: '' }),
    );
    const imei = await screen.findByLabelText(/imei number/i);
    await user.type(imei, '35-209900-176148-0');
    await user.tab();
    expect(await screen.findByText(DEVICE_MESSAGES.imeiMistyped)).toBeInTheDocument();
    expect(imei).toHaveAccessibleDescription(DEVICE_MESSAGES.imeiMistyped);
    expect(imei).toHaveValue('35-209900-176148-0');
    expect(draftOf(store)).toMatchObject({
      activeStep: 1,
      values: { deviceIMEINumber: '35-209900-176148-0' },
    });
    expect(api.callsTo('POST', '/api/retail/device/application/checkImeiInsured')).toHaveLength(0);

    // an empty field left is not told off: that is for Continue
    await user.clear(imei);
    await user.tab();
    expect(imei).toHaveAccessibleDescription('Dial *#06# on the phone to see its IMEI');

    // put right: the message goes on leaving the field, and the phone is asked about
    await user.type(imei, FREE);
    await user.tab();
    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/retail/device/application/checkImeiInsured')).toHaveLength(1),
    );
    expect(screen.queryByText(DEVICE_MESSAGES.imeiMistyped)).not.toBeInTheDocument();
  }, 40_000);

  it('lets the customer go on when the check cannot be made (too many requests): the application is checked again', async () => {
    mockFetch({
      [CHECK]: () => refusal(429, 'RATE_LIMITED', 'Too many requests. Please try again in 30 seconds.'),
    });
    const { store, user } = await renderDeviceWizard((s) => prepareDraft(s, READY_PHONE));
    await screen.findByLabelText(/imei number/i);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Credit life' })).toBeInTheDocument();
    expect(draftOf(store).succeedSteps).toEqual([1]);
  }, 40_000);
});
