/**
 * The motor calls of the public /motor page and the valuation pickers (the valuation guide and the
 * estimate), apart from the rest of the motor path map: code that calls them does not load every motor
 * contract with them (applications, pre-inspections, claims, the operator desk's). paths.ts and the operator
 * desk's paths build their routes from these same specs, so each route is declared once.
 */
import { GET, POST, pathFamily } from '../paths/route.js';
import { MOTOR_LINE, MOTOR_PREFIXES } from './line.js';
import { deskPathFamily } from './operator/desk-route.js';
import { motorQuoteInputSchema, motorQuoteSchema } from './quote.js';
import { valuationSearchQuerySchema, valuationSearchReplySchema } from './valuation.js';

/** Where the operator desk's calls live (spec 001 §7 "Operator"). */
export const OPERATOR_DESK_PREFIX = '/api/operator';

/** The valuation guide's search: the makes of a vehicle type, the models of a make, the years of a model. */
export const valuationSearchSpec = {
  at: 'preinspections/getSearchWorkRetailPrice',
  method: GET,
  input: valuationSearchQuerySchema,
  reply: valuationSearchReplySchema,
} as const;

/** The retail and employee families' public calls: the guide and an estimate that is not stored. */
export const motorPublicSpecs = {
  getSearchWorkRetailPrice: { ...valuationSearchSpec, audience: 'public' },
  getVehicleEstimate: {
    at: 'free/getVehicleQuote',
    method: POST,
    input: motorQuoteInputSchema,
    reply: motorQuoteSchema,
    audience: 'public',
  },
} as const;

/** The public calls' routes, as MOTOR_PATHS has them, and the operator desk's valuation search. */
export const MOTOR_PUBLIC_PATHS = {
  retail: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.retail.prefix, 'retail', motorPublicSpecs),
  employee: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.employee.prefix, 'employee', motorPublicSpecs),
  operator: deskPathFamily(MOTOR_LINE, OPERATOR_DESK_PREFIX, {
    getSearchWorkRetailPrice: valuationSearchSpec,
  }),
} as const;
