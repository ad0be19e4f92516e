/**
 * The vehicle credit life families (spec 001 §7 "Credit life"): the employee credit life family and the
 * retail customer's (the shared credit life calls of contracts/credit-life/paths.ts with the vehicle's
 * createIndividualCreditLife and editCreditLifeApplication, plus getVehicleCreditLifeQuote), and the
 * Telkom CMS motor and credit life calls under their spec names (get-policies, get-policy-by-id,
 * policy-archive, get-applications, application-archive, getVehicleCreditLifeQuote,
 * createIndividualCreditLife) for the retail customer.
 */
import { documentDownloadRoute, documentDownloadUrl, type FileRoute } from '../claims/line-documents.js';
import { creditLifeSpecs } from '../credit-life/paths.js';
import { creditLifePolicyDetailSchema } from '../credit-life/policy.js';
import { GET, pathFamily, POST, routesOfFamilies } from '../paths/route.js';
import { policyByIdQuerySchema } from '../policy-core.js';
import {
  VEHICLE_CREDIT_LIFE_LINE,
  vehicleCreditLifeQuoteInputSchema,
  vehicleCreditLifeQuoteSchema,
  vehicleEditCreditLifeApplicationInputSchema,
  vehicleIndividualCreditLifeInputSchema,
} from './credit-life.js';

export const VEHICLE_CREDIT_LIFE_PATH_FAMILIES = ['retail', 'employee', 'cms'] as const;
export type VehicleCreditLifePathFamily = (typeof VEHICLE_CREDIT_LIFE_PATH_FAMILIES)[number];

export const VEHICLE_CREDIT_LIFE_PREFIXES = {
  retail: { prefix: '/api/retail/motor/credit-life', audience: 'retail' },
  employee: { prefix: '/api/employee/motor/credit-life', audience: 'employee' },
  cms: { prefix: '/api/telkom-cms/motor-credit-life', audience: 'retail' },
} as const satisfies Record<VehicleCreditLifePathFamily, { prefix: string; audience: 'retail' | 'employee' }>;

const shared = creditLifeSpecs(
  vehicleIndividualCreditLifeInputSchema,
  vehicleEditCreditLifeApplicationInputSchema,
);

const getVehicleCreditLifeQuote = {
  at: 'getVehicleCreditLifeQuote',
  method: POST,
  input: vehicleCreditLifeQuoteInputSchema,
  reply: vehicleCreditLifeQuoteSchema,
  status: 201,
} as const;

/** The calls of the retail and employee vehicle credit life families. */
export const vehicleCreditLifeSpecs = { ...shared, getVehicleCreditLifeQuote } as const;

/** The CMS calls: the shared contracts under the spec's names (keys as in the shared families). */
export const cmsVehicleCreditLifeSpecs = {
  getPolicies: { ...shared.getPolicies, at: 'get-policies' },
  getPolicyById: {
    at: 'get-policy-by-id',
    method: GET,
    input: policyByIdQuerySchema,
    reply: creditLifePolicyDetailSchema,
  },
  removePolicy: { ...shared.removePolicy, at: 'policy-archive' },
  getApplications: { ...shared.getApplications, at: 'get-applications' },
  removeApplication: { ...shared.removeApplication, at: 'application-archive' },
  getVehicleCreditLifeQuote,
  createIndividualCreditLife: shared.createIndividualCreditLife,
} as const;

export const VEHICLE_CREDIT_LIFE_PATHS = {
  retail: pathFamily(
    VEHICLE_CREDIT_LIFE_LINE,
    VEHICLE_CREDIT_LIFE_PREFIXES.retail.prefix,
    'retail',
    vehicleCreditLifeSpecs,
  ),
  employee: pathFamily(
    VEHICLE_CREDIT_LIFE_LINE,
    VEHICLE_CREDIT_LIFE_PREFIXES.employee.prefix,
    'employee',
    vehicleCreditLifeSpecs,
  ),
  cms: pathFamily(
    VEHICLE_CREDIT_LIFE_LINE,
    VEHICLE_CREDIT_LIFE_PREFIXES.cms.prefix,
    'retail',
    cmsVehicleCreditLifeSpecs,
  ),
} as const satisfies Record<VehicleCreditLifePathFamily, unknown>;
export type VehicleCreditLifeCall = keyof typeof vehicleCreditLifeSpecs;

export const allVehicleCreditLifeRoutes = () =>
  routesOfFamilies<VehicleCreditLifePathFamily>(VEHICLE_CREDIT_LIFE_PATHS);

/** The document download route of the retail and employee families. */
export const VEHICLE_CREDIT_LIFE_DOWNLOAD_ROUTES = {
  retail: documentDownloadRoute(
    VEHICLE_CREDIT_LIFE_LINE,
    VEHICLE_CREDIT_LIFE_PREFIXES.retail.prefix,
    'retail',
  ),
  employee: documentDownloadRoute(
    VEHICLE_CREDIT_LIFE_LINE,
    VEHICLE_CREDIT_LIFE_PREFIXES.employee.prefix,
    'employee',
  ),
} satisfies Record<'retail' | 'employee', FileRoute<'GET'>>;

export const vehicleCreditLifeDownloadUrl = (
  family: 'retail' | 'employee',
  documentId: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string => documentDownloadUrl(VEHICLE_CREDIT_LIFE_DOWNLOAD_ROUTES[family], documentId, disposition);
