import { DEVICE_CREDIT_LIFE_PATHS } from '@cover/domain/device';
import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import type { RouteRef } from '../../../lib/path-map-request';
import type { CreditLifeLineKey, CreditLifeScope } from '../line';

/** The shared credit life calls (contracts/credit-life/paths.ts creditLifeSpecs), by name. */
export type CreditLifeCall = keyof (typeof DEVICE_CREDIT_LIFE_PATHS)['retail'];
type CreditLifeRoutes = Readonly<Record<CreditLifeCall, RouteRef>>;

/** Each line's credit life path families (the retail customer's and the employee's). */
const LINES: Readonly<
  Record<CreditLifeLineKey, Readonly<Record<CreditLifeScope['family'], CreditLifeRoutes>>>
> = {
  device: DEVICE_CREDIT_LIFE_PATHS,
  vehicle: VEHICLE_CREDIT_LIFE_PATHS,
};

/** The routes of a line's credit life calls for an audience. */
export const creditLifeRoutes = ({ line, family }: CreditLifeScope): CreditLifeRoutes => LINES[line][family];
