import type { AppStore } from '../../../../app/store';
import { renderRestored } from '../../../../test/render';
import { DeviceRegisterPage } from '../wizard/device-register-page';
import { startDateWindow } from '../wizard/step-rules';
import { VALID_IMEI, signIn } from './purchase-fixtures';

/**
 * The device wizard of `family` signed in, on a store prepared first (a draft restored from an earlier
 * visit), at `path` (the wizard's own address unless given, e.g. with `?applicationId=`).
 */
export const renderDeviceWizard = (
  prepare: (store: AppStore) => void = () => undefined,
  { family = 'retail', path }: { family?: 'retail' | 'employee'; path?: string } = {},
) =>
  renderRestored(<DeviceRegisterPage family={family} />, {
    path: path ?? `/${family}/device/register`,
    prepare: (store) => {
      signIn(store, family);
      prepare(store);
    },
  });

/** The device wizard's draft in the store. */
export const draftOf = (store: AppStore) => store.getState().deviceInsuranceRegistration;

/** The phone step's answers, complete and valid. */
export const READY_PHONE = {
  deviceColor: 'Black',
  deviceIMEINumber: VALID_IMEI,
  isOnContract: false,
  isOwner: true,
  isPurchasedFromProvider: true,
  effectiveDate: startDateWindow().first,
};
