/**
 * Vehicle credit life on the shared credit life room (issue 12): the retail and employee credit life
 * families and the CMS motor and credit life calls, with createIndividualCreditLife naming the financed
 * vehicle, and getVehicleCreditLifeQuote on every family.
 */
import {
  allVehicleCreditLifeRoutes,
  MOTOR_REGISTRATION_MESSAGES,
  VEHICLE_CREDIT_LIFE_DOWNLOAD_ROUTES,
  VEHICLE_CREDIT_LIFE_PATHS,
  vehicleCreditLifeDownloadUrl,
  type VehicleCreditLifePathFamily,
  type VehicleIndividualCreditLifeInput,
} from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { creditLifeCalls } from '../credit-life/calls.js';
import { registerCreditLife } from '../credit-life/register.js';
import { AppError } from '../../platform/errors.js';
import type { Clock } from '../insurance-core/clock.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { bindCall } from '../insurance-core/line-call-binding.js';
import { VEHICLE_CREDIT_LIFE, vehicleFinancedItem } from './credit-life-line.js';
import { quoteVehicleCreditLife } from './credit-life-quote.js';
import { isVehicleClaimedStolen } from './vehicles.js';

/**
 * Credit life on its own on the finance of a vehicle paid out as stolen or hijacked is refused at the vehicle
 * (422 VEHICLE_CLAIMED_STOLEN): the loan is settled from that claim (decision 0043), as a phone claimed as lost
 * is refused its credit life; an in-force motor policy on it is no bar (credit life is often taken beside it).
 */
async function assertNotClaimedStolen(ctx: LineCallContext, input: VehicleIndividualCreditLifeInput) {
  if (
    !(await isVehicleClaimedStolen(ctx.db, {
      vin: input.vinNumber,
      registrationNo: input.registrationNumber,
    }))
  )
    return;
  const message = MOTOR_REGISTRATION_MESSAGES.vehicleClaimedStolenCreditLife;
  const field = input.vinNumber ? 'vinNumber' : 'registrationNumber';
  throw new AppError(422, 'VEHICLE_CLAIMED_STOLEN', message, { [field]: message });
}

const individual = async (ctx: LineCallContext, input: VehicleIndividualCreditLifeInput) => {
  await assertNotClaimedStolen(ctx, input);
  return {
    ...input,
    financedItem: vehicleFinancedItem({
      make: input.make,
      model: input.model,
      manufacturingYear: input.manufacturingYear,
      vin: input.vinNumber,
      registrationNo: input.registrationNumber,
    }),
  };
};

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
