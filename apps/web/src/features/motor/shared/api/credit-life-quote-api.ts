import {
  OPERATOR_DESK_PATHS,
  VEHICLE_CREDIT_LIFE_PATHS,
  type VehicleCreditLifeQuote,
  type VehicleCreditLifeQuoteInputDraft,
} from '@cover/domain/motor';
import { api } from '../../../../app/api';
import { pathMapRequest } from '../../../../lib/path-map-request';
import type { MotorFamily } from './valuation-api';

/**
 * Whose call prices vehicle credit life: the signed-in customer's own family, or the operator desk's for the
 * policy holder it acts for (the operator's cookie does not open the customer's routes).
 */
export type CreditLifeQuoteCaller = { family: MotorFamily } | { deskHolderId: string };

/** Vehicle credit life's premium (getVehicleCreditLifeQuote: a quote package of 7 days, spec 001 §3). */
export const vehicleCreditLifeQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleCreditLifeQuote: build.query<
      VehicleCreditLifeQuote,
      CreditLifeQuoteCaller & { input: VehicleCreditLifeQuoteInputDraft }
    >({
      query: (arg) =>
        'deskHolderId' in arg
          ? pathMapRequest(OPERATOR_DESK_PATHS.getVehicleCreditLifeQuote, {
              input: { ...arg.input, policyHolderId: arg.deskHolderId },
            })
          : pathMapRequest(VEHICLE_CREDIT_LIFE_PATHS[arg.family].getVehicleCreditLifeQuote, {
              input: arg.input,
            }),
    }),
  }),
});

export const { useGetVehicleCreditLifeQuoteQuery } = vehicleCreditLifeQuoteApi;
