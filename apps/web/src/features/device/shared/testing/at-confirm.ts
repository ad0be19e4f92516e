import type { DeviceQuotePackage } from '@cover/domain/device';
import { BANKING_READY } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { registrationKey } from '../wizard/registration-payloads';
import { deviceRegistrationActions } from '../wizard/registration-slice';
import type { DeviceRegistrationValues } from '../wizard/registration-types';
import { deviceApplication, deviceQuotePackage, prepareDraft } from './purchase-fixtures';
import { READY_PHONE, draftOf, renderDeviceWizard } from './render-wizard';

/**
 * The wizard on its last step, Confirm, for an application made from `values` with its documents in, priced
 * as the fixtures' quote with `quote` over it.
 */
export function atConfirm(
  values: Partial<DeviceRegistrationValues> = {},
  family: 'retail' | 'employee' = 'retail',
  quote: Partial<DeviceQuotePackage> = {},
) {
  const api = mockFetch({
    [`GET /api/${family}/device/application/getApplicationById`]: () =>
      json(200, deviceApplication({ documentsOutstanding: [] })),
    [`POST /api/${family}/device/application/applicationDeclaration`]: () =>
      json(200, {
        application: deviceApplication({ status: 'ACTIVE', policyNumber: 'DEV-2026-000123' }),
        policy: null,
        creditLifePolicyId: null,
        message: 'Your device is insured. Your policy has been issued.',
      }),
  });
  const wizard = renderDeviceWizard(
    (s) => {
      prepareDraft(s, { ...READY_PHONE, ...BANKING_READY, ...values });
      for (const step of [1, 2]) s.dispatch(deviceRegistrationActions.stepSaved({ step, values: {} }));
      s.dispatch(
        deviceRegistrationActions.quoteSaved({ quote: { ...deviceQuotePackage(), ...quote }, key: 'k' }),
      );
      s.dispatch(
        deviceRegistrationActions.applicationSaved({
          application: deviceApplication({ documentsOutstanding: [] }),
          sentKey: registrationKey(draftOf(s).values as never),
        }),
      );
      s.dispatch(deviceRegistrationActions.documentsDone());
    },
    { family },
  );
  return { api, wizard };
}
