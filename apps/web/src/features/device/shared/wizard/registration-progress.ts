import { invalidateFrom, type WizardProgress } from '../../../../components/wizard/wizard-progress';
import { registrationKey } from './registration-payloads';
import { DEVICE_STEP, type DeviceRegistrationState } from './registration-types';

/** Whether the answers differ from those the pending application was made from. */
export const isApplicationStale = (draft: DeviceRegistrationState) =>
  draft.application !== null && draft.application.sentKey !== registrationKey(draft.values);

/**
 * The wizard's progress as shown: while the answers differ from the pending application's, the steps
 * after Payment cannot open (leaving Payment sends the changed application); otherwise the draft's own.
 */
export function shownProgress(draft: DeviceRegistrationState): WizardProgress {
  if (!isApplicationStale(draft)) return draft;
  return invalidateFrom(draft, DEVICE_STEP.payment);
}
