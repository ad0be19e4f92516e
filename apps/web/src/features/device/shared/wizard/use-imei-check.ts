import { useCallback, useRef } from 'react';
import { isValidImei, normaliseImei } from '@cover/domain';
import { DEVICE_MESSAGES } from '@cover/domain/device';
import { useCheckDeviceImeiInsuredMutation, type DeviceFamily } from '../api/purchase-api';

/**
 * checkImeiInsured for the IMEI typed on the phone step: the words the phone is refused with (insured on an
 * in-force policy, or claimed as lost or stolen), null when it may be insured, or when it was not asked (not
 * a valid IMEI) or could not be (no connection, too many requests): the application is checked again when
 * it is made, so the customer is not held up. Sparing with calls: an IMEI is asked about once (its answer,
 * or the question in flight, is kept while the step is open), only once it is a valid IMEI, when the field
 * is left or Continue is pressed, never on each key.
 */
export function useImeiCheck(family: DeviceFamily) {
  const [check] = useCheckDeviceImeiInsuredMutation();
  const answers = useRef(new Map<string, Promise<string | null | undefined>>());
  const refusalOf = useCallback(
    async (typed: string): Promise<string | null> => {
      if (!isValidImei(typed)) return null;
      const deviceIMEINumber = normaliseImei(typed.trim());
      let asked = answers.current.get(deviceIMEINumber);
      if (!asked) {
        // undefined: no answer could be had, and it is not kept (the next look asks again)
        asked = check({ family, deviceIMEINumber }).then((result) =>
          'error' in result
            ? undefined
            : (result.data.refusal ?? (result.data.insured ? DEVICE_MESSAGES.imeiTaken : null)),
        );
        answers.current.set(deviceIMEINumber, asked);
        void asked.then((refusal) => {
          if (refusal === undefined) answers.current.delete(deviceIMEINumber);
        });
      }
      return (await asked) ?? null;
    },
    [check, family],
  );
  return { refusalOf };
}
