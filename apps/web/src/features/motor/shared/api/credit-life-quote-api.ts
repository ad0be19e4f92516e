import {
  VEHICLE_CREDIT_LIFE_PATHS,
  type VehicleCreditLifeQuote,
  type VehicleCreditLifeQuoteInputDraft,
} from '@cover/domain/motor';
import { api } from '../../../../app/api';
import { pathMapRequest } from '../../../../lib/path-map-request';
import type { MotorFamily } from './purchase-api';

/** Vehicle credit life's premium (getVehicleCreditLifeQuote: a quote package of 7 days, spec 001 §3). */
export const vehicleCreditLifeQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleCreditLifeQuote: build.query<
      VehicleCreditLifeQuote,
      { family: MotorFamily; input: VehicleCreditLifeQuoteInputDraft }
    >({
      query: ({ family, input }) =>
        pathMapRequest(VEHICLE_CREDIT_LIFE_PATHS[family].getVehicleCreditLifeQuote, { input }),
    }),
  }),
});

export const { useGetVehicleCreditLifeQuoteQuery } = vehicleCreditLifeQuoteApi;
