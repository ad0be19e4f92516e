import type { CallbackRequestInput } from '@cover/domain';

/** A callback request the form would send: every field given and valid (tests). */
export const VALID_CALLBACK_REQUEST: CallbackRequestInput = {
  name: 'Thabo Mokoena',
  mobile: '082 123 4567',
  preferredTime: 'morning',
  product: 'funeral',
  consent: true,
  source: 'home',
};
