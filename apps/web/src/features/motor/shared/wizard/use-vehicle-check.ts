import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { isPlausibleRegistrationNumber, normaliseRegistrationNumber } from '@cover/domain';
import { MOTOR_REGISTRATION_MESSAGES } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { useCheckMotorVehicleExistsMutation, type MotorFamily } from '../api/purchase-api';
import type { VehicleCheckDraft } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { useMotorWizardAgent } from './wizard-agent';

/**
 * checkVehicleExits for a registration number (spec 001 §4: the outcome, with its message, is kept in the
 * draft). A number already checked is not asked again; a number that is not plate-shaped is not asked at
 * all. When the check cannot be made (no connection) the answer is null: the application is checked again
 * when it is made, so the customer is not held up.
 */
export function useVehicleCheck(family: MotorFamily) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const agent = useMotorWizardAgent();
  const [check, checking] = useCheckMotorVehicleExistsMutation();
  const run = useCallback(
    async (typed: string): Promise<VehicleCheckDraft | null> => {
      // An agent has no check of its own: the application is checked when it is made.
      if (agent) return null;
      const vehicleNumber = normaliseRegistrationNumber(typed);
      if (!isPlausibleRegistrationNumber(vehicleNumber)) return null;
      const known = store.getState().motorInsuranceRegistration.vehicleCheck;
      if (known?.vehicleNumber === vehicleNumber) return known;
      const result = await check({ family, vehicleNumber });
      if ('error' in result) return null;
      const outcome: VehicleCheckDraft = {
        vehicleNumber,
        exists: result.data.exists,
        message: result.data.exists
          ? result.data.message || MOTOR_REGISTRATION_MESSAGES.vehicleExists
          : result.data.message,
      };
      dispatch(motorRegistrationActions.vehicleChecked(outcome));
      return outcome;
    },
    [agent, check, dispatch, family, store],
  );
  return { check: run, checking: checking.isLoading };
}
