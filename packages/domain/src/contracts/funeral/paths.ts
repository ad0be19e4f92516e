/**
 * ONE map from funeral call name to method, path, audience and contracts, per path family (spec 002 §6–7).
 * The server registers a route for every entry (the funeral module, or the shared claims and documents modules, by `owner`);
 * the web client calls the same entries. `input` is the query schema of a GET and the body schema
 * otherwise (the form fields of a multipart upload); `params` names path parameters. Calls marked
 * `idempotent` accept an `Idempotency-Key` header. With config.flags.useJmrEndpoints the web uses the jmr
 * family for retail funeral: same names, same contracts, same service.
 */
import { pathFamily, routesOfFamilies } from '../paths/route.js';
import { FUNERAL_LINE, type FuneralPathFamily } from './paths-route.js';
import { cmsSpecs, employeeSpecs } from './paths-employee.js';
import { retailSpecs } from './paths-retail.js';

export type { FuneralPathFamily } from './paths-route.js';

export const FUNERAL_PATHS = {
  retail: pathFamily(FUNERAL_LINE, '/api/retail/funeral', 'retail', retailSpecs),
  jmr: pathFamily(FUNERAL_LINE, '/api/jmr/funeral', 'retail', retailSpecs),
  employee: pathFamily(FUNERAL_LINE, '/api/employee/funeral', 'employee', employeeSpecs),
  /** the Telkom CMS family, called by the employee portal (employee audience) */
  cms: pathFamily(FUNERAL_LINE, '/api/telkom-cms/funeral', 'employee', cmsSpecs),
} as const satisfies Record<FuneralPathFamily, unknown>;
export type RetailFuneralCall = keyof typeof retailSpecs;
export type EmployeeFuneralCall = keyof typeof employeeSpecs;
export type CmsFuneralCall = keyof typeof cmsSpecs;

/** The family the web uses for retail funeral calls: jmr when config.flags.useJmrEndpoints, else retail. */
export function retailFuneralFamily(useJmrEndpoints: boolean): typeof FUNERAL_PATHS.retail {
  return useJmrEndpoints ? FUNERAL_PATHS.jmr : FUNERAL_PATHS.retail;
}

/** Every route of every family, e.g. to register them or to test each one. */
export const allFuneralRoutes = () => routesOfFamilies<FuneralPathFamily>(FUNERAL_PATHS);
