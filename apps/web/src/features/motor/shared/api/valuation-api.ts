import {
  MOTOR_PUBLIC_PATHS,
  type MotorQuote,
  type MotorQuoteInputDraft,
  type ValuationSearchReply,
  type VehicleType,
} from '@cover/domain/motor';
import { api } from '../../../../app/api';
import { pathMapRequest } from '../../../../lib/path-map-request';
import type { MotorFamily } from './motor-family-calls';

export type { MotorFamily } from './motor-family-calls';

/** getSearchWorkRetailPrice's filters: the makes are always listed, the models of a make, the years of a model. */
export interface ValuationSearch {
  /** whose path family asks: the operator desk has the guide too */
  family: MotorFamily | 'operator';
  vehicleType: VehicleType;
  make?: string;
  model?: string;
  year?: number;
}

/** The search that lists a vehicle type's makes: the picker's first query, and the estimate's early lookup. */
export const makesSearch = (
  family: ValuationSearch['family'],
  vehicleType: VehicleType,
): ValuationSearch => ({
  family,
  vehicleType,
});

/**
 * The motor calls anyone may make, apart from the buying calls (purchase-api.ts): the valuation guide
 * (getSearchWorkRetailPrice → getMotorValuations, also the operator desk's) and the public estimate
 * (getVehicleEstimate → getMotorEstimate). The /motor page loads these once it is up; with only the public
 * path map (MOTOR_PUBLIC_PATHS) they do not bring the applications', pre-inspections' and claims' contracts.
 */
export const motorValuationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMotorValuations: build.query<ValuationSearchReply, ValuationSearch>({
      query: ({ family, ...input }) =>
        pathMapRequest(MOTOR_PUBLIC_PATHS[family].getSearchWorkRetailPrice, { input }),
    }),
    /** The public estimate: not stored, so it is a cached query of its input. */
    getMotorEstimate: build.query<MotorQuote, { family: MotorFamily; input: MotorQuoteInputDraft }>({
      query: ({ family, input }) => pathMapRequest(MOTOR_PUBLIC_PATHS[family].getVehicleEstimate, { input }),
    }),
  }),
});

export const { useGetMotorValuationsQuery, useLazyGetMotorValuationsQuery, useGetMotorEstimateQuery } =
  motorValuationApi;
