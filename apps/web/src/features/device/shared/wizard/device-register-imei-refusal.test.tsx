/**
 * QA walk 11 no. 1: an IMEI that cannot be insured now is said at the IMEI field with its next step. A phone
 * claimed as lost or stolen, or insured on someone else's policy: 'Request a call back' (the header's call
 * back dialog). Insured on the customer's own policy: a link to it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEVICE_MESSAGES, imeiTakenByYou } from '@cover/domain/device';
import { BANKING_READY, POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { DEVICE_API, devicePolicy } from '../policies/test-device-policy';
import { deviceQuotePackage, prepareDraft } from '../testing/purchase-fixtures';
import { READY_PHONE, draftOf, renderDeviceWizard } from '../testing/render-wizard';
import { deviceRegistrationActions } from './registration-slice';

afterEach(() => vi.unstubAllGlobals());

const CHECK = `POST ${DEVICE_API.retail}/application/checkImeiInsured`;
const IMEI = '352099001761481';

async function leaveImei(reply: object, routes: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({ [CHECK]: () => json(200, reply), ...routes });
  const rendered = await renderDeviceWizard((s) => prepareDraft(s, { ...READY_PHONE, deviceIMEINumber: '' }));
  const imei = await screen.findByLabelText(/imei number/i);
  await rendered.user.type(imei, IMEI);
  await rendered.user.tab();
  return { ...rendered, imei };
}

describe('device registration wizard: an IMEI that cannot be insured says what to do next', () => {
  it('a phone claimed as lost or stolen: the words at the field and a call back request', async () => {
    const { store, user, imei } = await leaveImei({
      insured: false,
      refusal: DEVICE_MESSAGES.imeiClaimedLost,
    });
    expect(await screen.findByText(DEVICE_MESSAGES.imeiClaimedLost)).toBeInTheDocument();
    expect(imei).toHaveAccessibleDescription(DEVICE_MESSAGES.imeiClaimedLost);
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    expect(store.getState().headerPanels.open).toBe('callback');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imeiClaimedLost)).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({ activeStep: 1, succeedSteps: [] });
  }, 40_000);

  it('someone else’s policy: the words at the field and a call back request', async () => {
    await leaveImei({ insured: true, refusal: DEVICE_MESSAGES.imeiTaken });
    expect(await screen.findByText(DEVICE_MESSAGES.imeiTaken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a call back' })).toBeInTheDocument();
  }, 40_000);

  it('the customer’s own policy: a link to it', async () => {
    const yours = imeiTakenByYou('DEV-2026-000123');
    await leaveImei(
      { insured: true, refusal: yours },
      {
        [`GET ${DEVICE_API.retail}/policy/getPolicy`]: () =>
          json(200, { data: [devicePolicy({ policyNumber: 'DEV-2026-000123' })] }),
      },
    );
    expect(await screen.findByText(yours)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'View policy DEV-2026-000123' });
    expect(link).toHaveAttribute('href', `/retail/device/policies/${POLICY_ID}`);
    expect(screen.queryByRole('button', { name: 'Request a call back' })).not.toBeInTheDocument();
  }, 40_000);

  it('the application refused at the end (422): back at the field on the phone step, with the call back', async () => {
    mockFetch({
      'POST /api/retail/device/quote/getAQuote': () => json(201, deviceQuotePackage()),
      [`POST ${DEVICE_API.retail}/application/createApplication`]: () =>
        refusal(422, 'IMEI_CLAIMED_LOST', DEVICE_MESSAGES.imeiClaimedLost, {
          deviceIMEINumber: DEVICE_MESSAGES.imeiClaimedLost,
        }),
    });
    const { user } = await renderDeviceWizard((s) => {
      prepareDraft(s, { ...READY_PHONE, ...BANKING_READY });
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: READY_PHONE }));
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 2, values: {} }));
    });
    await user.click(await screen.findByRole('button', { name: 'Continue to documents' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imeiClaimedLost)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a call back' })).toBeInTheDocument();
  }, 40_000);
});
