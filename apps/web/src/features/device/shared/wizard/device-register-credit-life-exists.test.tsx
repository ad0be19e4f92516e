import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { creditLifeExistsMessage, UNABLE_TO } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS } from '@cover/domain/device';
import { BANKING_READY } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { emptyCreditLifeDraft } from '../../../credit-life/fields/credit-life-draft';
import { WITHOUT_CREDIT_LIFE } from '../../../credit-life/exists/credit-life-exists';
import { creditLifePolicy, PERSON_ID } from '../../../credit-life/testing/credit-life-fixtures';
import {
  deviceApplication,
  deviceQuote,
  deviceQuotePackage,
  prepareDraft,
} from '../testing/purchase-fixtures';
import { READY_PHONE, draftOf, renderDeviceWizard } from '../testing/render-wizard';
import { deviceRegistrationActions } from './registration-slice';

afterEach(() => vi.unstubAllGlobals());

/**
 * A phone whose finance another credit life covers: the server refuses the application with credit life
 * (409 CREDIT_LIFE_EXISTS at isOptedforCreditLife, naming the customer's own policy). The wizard says so at
 * its credit life question, with the ways forward: the phone cover without credit life (one click, every
 * other answer kept) or the policy it names.
 */
const CREATE = '/api/retail/device/application/createApplication';
const CREDIT_LIFE = DEVICE_CREDIT_LIFE_PATHS.retail;
const POLICY = creditLifePolicy({ policyNumber: 'DCL-2026-000007' });
const EXISTS = creditLifeExistsMessage('phone', { policyNumber: 'DCL-2026-000007' });
const CREDIT_LIFE_ANSWERS = {
  isOptedforCreditLife: true,
  creditLife: {
    ...emptyCreditLifeDraft(),
    outstandingBalance: 300_000,
    responsible: 'other' as const,
    personResponsibleForFinancing: { firstName: 'Naledi', lastName: 'Mokoena', idNumber: PERSON_ID },
  },
};

function onPayment(createReply: (sent: number) => Response) {
  let sent = 0;
  const api = mockFetch({
    'POST /api/retail/device/quote/getAQuote': () => json(201, deviceQuotePackage()),
    'POST /api/retail/device/quote/getDeviceQuote': () => json(200, deviceQuote()),
    [`POST ${CREATE}`]: () => createReply((sent += 1)),
    [`GET ${CREDIT_LIFE.getPolicies.path}`]: () => json(200, { data: [POLICY] }),
    [`GET ${CREDIT_LIFE.getApplications.path}`]: () => json(200, { data: [] }),
  });
  const wizard = renderDeviceWizard((s) => {
    prepareDraft(s, { ...READY_PHONE, ...BANKING_READY, ...CREDIT_LIFE_ANSWERS });
    s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: READY_PHONE }));
    s.dispatch(deviceRegistrationActions.stepSaved({ step: 2, values: CREDIT_LIFE_ANSWERS }));
  });
  return { api, wizard };
}

describe('device registration wizard: credit life on a phone another credit life covers', () => {
  it("says the server's refusal at the credit life question and links to the customer's own policy", async () => {
    const { wizard } = onPayment(() =>
      refusal(409, 'CREDIT_LIFE_EXISTS', EXISTS, { isOptedforCreditLife: EXISTS }),
    );
    const { store, user } = await wizard;
    await screen.findByRole('form', { name: 'Payment' });
    await user.click(screen.getByRole('button', { name: 'Continue to documents' }));
    const step = within(await screen.findByRole('form', { name: 'Credit life' }));
    const refused = await step.findByRole('alert');
    expect(refused).toHaveTextContent(EXISTS);
    expect(refused).toHaveClass('MuiAlert-colorError');
    expect(await within(refused).findByRole('link', { name: 'View policy DCL-2026-000007' })).toHaveAttribute(
      'href',
      `/retail/device/credit-life/${POLICY.policyId}`,
    );
    expect(step.getByRole('checkbox', { name: "Add credit life on my phone's finance" })).toBeChecked();
    expect(draftOf(store).activeStep).toBe(2);
    // said there, not as a failure to try again later
    expect(screen.queryByText(UNABLE_TO.CREATE_APPLICATION)).toBeNull();
  }, 90_000);

  it('takes the application without credit life in one click, every other answer kept', async () => {
    const { api, wizard } = onPayment((sent) =>
      sent === 1
        ? refusal(409, 'CREDIT_LIFE_EXISTS', EXISTS, { isOptedforCreditLife: EXISTS })
        : json(201, {
            application: deviceApplication(),
            policy: null,
            creditLifePolicyId: null,
            message: 'ok',
          }),
    );
    const { store, user } = await wizard;
    await screen.findByRole('form', { name: 'Payment' });
    await user.click(screen.getByRole('button', { name: 'Continue to documents' }));
    const step = within(await screen.findByRole('form', { name: 'Credit life' }));
    await user.click(await step.findByRole('button', { name: WITHOUT_CREDIT_LIFE }));
    expect(step.getByRole('checkbox', { name: "Add credit life on my phone's finance" })).not.toBeChecked();
    expect(step.queryByRole('alert')).toBeNull();
    expect(draftOf(store).values).toMatchObject({
      ...READY_PHONE,
      ...BANKING_READY,
      isOptedforCreditLife: false,
      creditLife: { outstandingBalance: 300_000 },
    });
    await user.click(step.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Payment' });
    await user.click(screen.getByRole('button', { name: 'Continue to documents' }));
    expect(await screen.findByRole('region', { name: 'Your documents' })).toBeInTheDocument();
    const sent = api.callsTo('POST', CREATE);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
      deviceIMEINumber: READY_PHONE.deviceIMEINumber,
      isOptedforCreditLife: false,
    });
  }, 90_000);

  it("names no policy of another customer's: the message and the way without credit life only", async () => {
    const theirs = creditLifeExistsMessage('phone', null);
    const { api, wizard } = onPayment(() =>
      refusal(409, 'CREDIT_LIFE_EXISTS', theirs, { isOptedforCreditLife: theirs }),
    );
    const { user } = await wizard;
    await screen.findByRole('form', { name: 'Payment' });
    await user.click(screen.getByRole('button', { name: 'Continue to documents' }));
    const step = within(await screen.findByRole('form', { name: 'Credit life' }));
    const refused = await step.findByRole('alert');
    expect(refused).toHaveTextContent(theirs);
    expect(within(refused).getByRole('button', { name: WITHOUT_CREDIT_LIFE })).toBeInTheDocument();
    // the customer's own lists were read, and name nothing of the message
    await waitFor(() => expect(api.callsTo('GET', CREDIT_LIFE.getPolicies.path)).toHaveLength(1));
    expect(within(refused).queryByRole('link')).toBeNull();
  }, 90_000);
});
