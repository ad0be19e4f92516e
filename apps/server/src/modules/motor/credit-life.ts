/**
 * Vehicle credit life on the shared credit life room (issue 12): the retail and employee credit life
 * families and the CMS motor and credit life calls, with createIndividualCreditLife naming the financed
 * vehicle, and getVehicleCreditLifeQuote on every family.
 */
import {
  allVehicleCreditLifeRoutes,
  VEHICLE_CREDIT_LIFE_DOWNLOAD_ROUTES,
  VEHICLE_CREDIT_LIFE_PATHS,
  vehicleCreditLifeDownloadUrl,
  type VehicleCreditLifePathFamily,
  type VehicleIndividualCreditLifeInput,
} from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { creditLifeCalls } from '../credit-life/calls.js';
import { registerCreditLife } from '../credit-life/register.js';
import type { Clock } from '../insurance-core/clock.js';
import { bindCall } from '../insurance-core/line-call-binding.js';
import { VEHICLE_CREDIT_LIFE, vehicleFinancedItem } from './credit-life-line.js';
import { quoteVehicleCreditLife } from './credit-life-quote.js';

const individual = async (_ctx: unknown, input: VehicleIndividualCreditLifeInput) => ({
  ...input,
  financedItem: vehicleFinancedItem({
    make: input.make,
    model: input.model,
    manufacturingYear: input.manufacturingYear,
    vin: input.vinNumber,
    registrationNo: input.registrationNumber,
  }),
});

const familyCalls = (family: VehicleCreditLifePathFamily) => {
  const routes = VEHICLE_CREDIT_LIFE_PATHS[family];
  return [
    ...creditLifeCalls(VEHICLE_CREDIT_LIFE, { family, routes }, individual, ['getVehicleCreditLifeQuote']),
    bindCall(family, 'getVehicleCreditLifeQuote', routes.getVehicleCreditLifeQuote, (ctx, input) =>
      quoteVehicleCreditLife(ctx, input),
    ),
  ];
};

export function registerVehicleCreditLife(app: FastifyInstance, clock: Clock): void {
  const families = Object.keys(VEHICLE_CREDIT_LIFE_PATHS) as VehicleCreditLifePathFamily[];
  registerCreditLife(app, {
    line: VEHICLE_CREDIT_LIFE,
    productTitle: 'Vehicle credit life',
    routes: allVehicleCreditLifeRoutes(),
    calls: families.flatMap(familyCalls),
    downloads: VEHICLE_CREDIT_LIFE_DOWNLOAD_ROUTES,
    downloadUrl: (family, documentId) =>
      vehicleCreditLifeDownloadUrl(family as 'retail' | 'employee', documentId),
    clock,
  });
}
