/**
 * QA walk 11: the wizard's heading stays the one the customer started with through one sitting. An
 * application begun here is headed 'Insure your phone' on every step, also once it is saved (steps 4 and
 * 5); one opened from the list to be finished is headed as the application, also once it is saved again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { BANKING_READY } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { deviceApplication, deviceQuotePackage, prepareDraft } from '../testing/purchase-fixtures';
import { READY_PHONE, renderDeviceWizard } from '../testing/render-wizard';
import { deviceRegistrationActions } from './registration-slice';
import { reopenedDraft } from './reopen-application';

afterEach(() => vi.unstubAllGlobals());

const NEW = 'Insure your phone';
const RESUMED = 'Your device cover application';
const heading = () => screen.findByRole('heading', { level: 1 });
const created = () =>
  json(201, { application: deviceApplication(), policy: null, creditLifePolicyId: null, message: 'ok' });

describe('device registration wizard: the page heading', () => {
  it('an application begun here keeps “Insure your phone” once it is saved', async () => {
    mockFetch({
      'POST /api/retail/device/quote/getAQuote': () => json(201, deviceQuotePackage()),
      'POST /api/retail/device/application/createApplication': created,
    });
    const { user } = await renderDeviceWizard((s) => {
      prepareDraft(s, { ...READY_PHONE, ...BANKING_READY });
      for (const step of [1, 2]) s.dispatch(deviceRegistrationActions.stepSaved({ step, values: {} }));
    });
    expect(await heading()).toHaveTextContent(NEW);
    await user.click(await screen.findByRole('button', { name: 'Continue to documents' }));
    expect(await screen.findByText('Your documents')).toBeInTheDocument();
    expect(await heading()).toHaveTextContent(NEW);
  }, 40_000);

  it('an application opened from the list keeps its own heading, saved again, until the customer starts again', async () => {
    mockFetch({});
    const { store, user } = await renderDeviceWizard((s) =>
      s.dispatch(
        deviceRegistrationActions.applicationReopened(reopenedDraft(deviceApplication(), 'retail', null)),
      ),
    );
    expect(await heading()).toHaveTextContent(RESUMED);
    act(() => {
      store.dispatch(
        deviceRegistrationActions.applicationSaved({ application: deviceApplication(), sentKey: 'sent' }),
      );
    });
    expect(store.getState().deviceInsuranceRegistration.application?.reopened).toBeUndefined();
    expect(await heading()).toHaveTextContent(RESUMED);

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await heading()).toHaveTextContent(NEW);
  }, 40_000);
});
