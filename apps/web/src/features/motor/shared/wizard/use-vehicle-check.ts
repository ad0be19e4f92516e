import { useCallback } from 'react';
import { useStore } from 'react-redux';
import {
  isPlausibleRegistrationNumber,
  isValidVin,
  normaliseRegistrationNumber,
  normaliseVin,
} from '@cover/domain';
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
 * when it is made, so the customer is not held up. An agent (the operator desk) asks its own check, by the
 * registration number and the VIN, before the inspection link goes to the customer (QA walk 8).
 */
export function useVehicleCheck(family: MotorFamily) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const agent = useMotorWizardAgent();
  const [check, checking] = useCheckMotorVehicleExistsMutation();
  /**
   * The agent's check (the desk's): by the registration number and the VIN typed so far, asked every time
   * (the inspection link is texted to the customer only after it), its message the agent's own.
   */
  const agentCheck = useCallback(
    async (vehicleNumber: string): Promise<VehicleCheckDraft | null> => {
      if (!agent) return null;
      const vin = normaliseVin(store.getState().motorInsuranceRegistration.values.vehicle.vin);
      const plausible = isPlausibleRegistrationNumber(vehicleNumber);
      if (!plausible && !isValidVin(vin)) return null;
      // not shown as busy: a check on leaving the field must not swallow the click on Continue that left it
      const result = await agent.checkVehicle({
        ...(plausible ? { registrationNo: vehicleNumber } : {}),
        ...(isValidVin(vin) ? { vin } : {}),
      });
      if ('error' in result || !result.data) return null;
      const outcome: VehicleCheckDraft = {
        vehicleNumber,
        exists: result.data.exists,
        message: result.data.message,
      };
      dispatch(motorRegistrationActions.vehicleChecked(outcome));
      return outcome;
    },
    [agent, dispatch, store],
  );
  const run = useCallback(
    async (typed: string): Promise<VehicleCheckDraft | null> => {
      const vehicleNumber = normaliseRegistrationNumber(typed);
      if (agent) return agentCheck(vehicleNumber);
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
    [agent, agentCheck, check, dispatch, family, store],
  );
  return { check: run, checking: checking.isLoading };
}
