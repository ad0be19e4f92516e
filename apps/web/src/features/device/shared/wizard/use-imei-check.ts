import { useCallback, useRef } from 'react';
import { isValidImei, normaliseImei } from '@cover/domain';
import { useCheckDeviceImeiInsuredMutation, type DeviceFamily } from '../api/purchase-api';

/**
 * checkImeiInsured for the IMEI typed on the phone step: true when it is on an in-force policy, false when
 * not, null when it was not asked (not a valid IMEI) or could not be (no connection, too many requests):
 * the application is checked again when it is made, so the customer is not held up. Sparing with calls:
 * an IMEI is asked about once (its answer, or the question in flight, is kept while the step is open),
 * only once it is a valid IMEI, when the field is left or Continue is pressed, never on each key.
 */
export function useImeiCheck(family: DeviceFamily) {
  const [check] = useCheckDeviceImeiInsuredMutation();
  const answers = useRef(new Map<string, Promise<boolean | null>>());
  const isInsured = useCallback(
    (typed: string): Promise<boolean | null> => {
      if (!isValidImei(typed)) return Promise.resolve(null);
      const deviceIMEINumber = normaliseImei(typed.trim());
      const known = answers.current.get(deviceIMEINumber);
      if (known) return known;
      const asked = check({ family, deviceIMEINumber }).then((result) =>
        'error' in result ? null : result.data.insured,
      );
      answers.current.set(deviceIMEINumber, asked);
      // an answer that could not be had is not kept: the next look asks again
      void asked.then((insured) => {
        if (insured === null) answers.current.delete(deviceIMEINumber);
      });
      return asked;
    },
    [check, family],
  );
  return { isInsured };
}
