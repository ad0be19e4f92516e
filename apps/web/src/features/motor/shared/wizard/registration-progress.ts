import { invalidateFrom, type WizardProgress } from '../../../../components/wizard/wizard-progress';
import type { MotorFamily } from '../api/valuation-api';
import { inspectionKey, motorQuoteInput, motorQuoteKey, registrationKey } from './registration-payloads';
import { MOTOR_STEP, type MotorRegistrationState } from './registration-types';

/** The answers differ from those the stored quote priced. */
export const isQuoteStale = (draft: MotorRegistrationState, family: MotorFamily) =>
  draft.quote === null || draft.quoteKey !== motorQuoteKey(motorQuoteInput(draft.values, family));

/** The vehicle's facts differ from those the pre-inspection was made from (or there is none). */
export const isInspectionStale = (draft: MotorRegistrationState) =>
  draft.preInspection === null || draft.preInspection.key !== inspectionKey(draft.values.vehicle);

/** The answers differ from those the pending application was made from. */
export const isApplicationStale = (draft: MotorRegistrationState, family: MotorFamily) =>
  draft.application !== null &&
  draft.application.sentKey !==
    registrationKey(draft.values, family, draft.preInspection?.preInspectionId ?? '');

/**
 * The wizard's progress as shown: answers that no longer match the stored quote reopen the quote step,
 * vehicle facts that no longer match the pre-inspection reopen the inspection step (the steps after them
 * cannot open until they are done again); otherwise the draft's own.
 */
export function shownProgress(draft: MotorRegistrationState, family: MotorFamily): WizardProgress {
  if (isQuoteStale(draft, family)) return invalidateFrom(draft, MOTOR_STEP.quote);
  if (isInspectionStale(draft)) return invalidateFrom(draft, MOTOR_STEP.inspection);
  return draft;
}
