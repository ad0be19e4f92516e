import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BANKING_READY } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal, type RecordedCall } from '../../../../test/mock-fetch';
import { deviceApplication, deviceQuotePackage, prepareDraft } from '../testing/purchase-fixtures';
import { READY_PHONE, renderDeviceWizard } from '../testing/render-wizard';
import { deviceRegistrationActions } from './registration-slice';

afterEach(() => vi.unstubAllGlobals());

/** The signed-in customer's profile (a retail username is the SA ID number). */
const profile = () => ({
  userName: '9001015009087',
  preferredUsername: null,
  givenName: 'Thabo',
  familyName: 'Mokoena',
  email: 'thabo@example.com',
  emailVerified: true,
  phoneNumber: '0821234567',
  phoneNumberVerified: true,
  communicationType: 'sms',
  pendingEmail: null,
  pendingPhoneNumber: null,
  status: 'CONFIRMED',
});

const CREATE = '/api/retail/device/application/createApplication';
const HOLDER = '/api/retail/createPolicyholder';
const OWN = '/api/retail/getOwnPolicyholder';

/** The wizard on Payment, answers given, with the server holding a holder once `registered()`. */
function serverWith(holder: { registered: boolean }) {
  const answered: { path: string; status: number }[] = [];
  const record = (call: RecordedCall, reply: Response) => {
    answered.push({ path: call.path, status: reply.status });
    return reply;
  };
  const api = mockFetch({
    'GET /api/retail/user/getAdminUser': () => json(200, profile()),
    [`GET ${OWN}`]: (call) =>
      record(call, json(200, { policyHolder: holder.registered ? { policyHolderId: 'holder-1' } : null })),
    [`POST ${HOLDER}`]: (call) => {
      holder.registered = true;
      return record(call, json(201, { policyHolderId: 'holder-1' }));
    },
    'POST /api/retail/device/quote/getAQuote': () => json(201, deviceQuotePackage()),
    [`POST ${CREATE}`]: (call) =>
      record(
        call,
        holder.registered
          ? json(201, {
              application: deviceApplication(),
              policy: null,
              creditLifePolicyId: null,
              message: 'ok',
            })
          : refusal(422, 'POLICY_HOLDER_REQUIRED', 'Please register your policy holder details first.'),
      ),
  });
  return { api, answered };
}

async function leavePayment() {
  const wizard = await renderDeviceWizard((s) => {
    prepareDraft(s, { ...READY_PHONE, ...BANKING_READY });
    s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: READY_PHONE }));
    s.dispatch(deviceRegistrationActions.stepSaved({ step: 2, values: {} }));
  });
  await screen.findByRole('form', { name: 'Payment' });
  await wizard.user.click(screen.getByRole('button', { name: 'Continue to documents' }));
  expect(await screen.findByRole('region', { name: 'Your documents' })).toBeInTheDocument();
}

describe('device registration wizard: the policy holder of a first purchase (walk 8 no. 15)', () => {
  it('registers a new customer’s holder before the application, so no call is refused for it', async () => {
    const { api, answered } = serverWith({ registered: false });
    await leavePayment();
    expect(answered.filter((reply) => reply.status >= 400)).toEqual([]);
    expect(answered.map((reply) => reply.path)).toEqual([OWN, HOLDER, CREATE]);
    expect(api.callsTo('POST', HOLDER)[0]?.body).toMatchObject({
      first_name: 'Thabo',
      last_name: 'Mokoena',
      id: { number: '9001015009087' },
    });
  }, 40_000);

  it('sends the application of a customer who has a holder at once, registering nothing', async () => {
    const { api, answered } = serverWith({ registered: true });
    await leavePayment();
    expect(answered.map((reply) => reply.path)).toEqual([OWN, CREATE]);
    expect(api.callsTo('GET', '/api/retail/user/getAdminUser')).toHaveLength(0);
  }, 40_000);
});
