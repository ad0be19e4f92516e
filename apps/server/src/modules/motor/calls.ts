/**
 * The motor calls of every family → the one motor service: the employee and retail motor families (the same
 * calls), the motor service family `api/motoveys/motor` (refused with MOTOR_SERVICE_DISCONTINUED while that
 * flag is on) and the Telkom CMS motor family. Claims, documents and pre-inspection calls are bound by their
 * own shared registrars.
 */
import { MOTOR_LEAD_SOURCE, type LineRoute } from '@cover/domain';
import { MOTOR_LINE, MOTOR_PATHS, motorSchemesReplySchema, type MotorPathFamily } from '@cover/domain/motor';
import { AppError } from '../../platform/errors.js';
import { submitCallbackRequest } from '../callback-requests/service.js';
import { policyPaymentOf } from '../insurance-core/holder-reads.js';
import { requireCaller } from '../insurance-core/line-context.js';
import { changePolicyPayment } from '../insurance-core/payment-change.js';
import {
  bindCall,
  storedInOneStatement,
  type BoundCall,
  type CallHandler,
} from '../insurance-core/line-call-binding.js';
import { confirmMotorAlteration, createMotorAlteration, resetMotorAlteration } from './alterations.js';
import { createMotorApplication, declareMotorApplication } from './applications.js';
import { managementPolicySheet } from './management-policy.js';
import {
  archiveMotor,
  cancelMotorPolicy,
  findMotorPoliciesByRegistration,
  getMotorApplication,
  getMotorPolicyDetail,
  listMotorApplications,
  listMotorPolicies,
} from './policies.js';
import { createMotorQuote, motorEstimate } from './quotes.js';
import { schemesOf } from './schemes.js';
import { searchValuations } from './valuation.js';
import { checkVehicleExists } from './vehicles.js';

export const MOTOR_SERVICE_DISCONTINUED_MESSAGE =
  'The motor service is not available at the moment. Your policies and applications are still here; to buy new motor cover, please ask us to call you back.';

const binder =
  (family: MotorPathFamily) =>
  <R extends LineRoute>(name: string, route: R, handler: CallHandler<R>) =>
    bindCall(family, name, route, handler);

/** The calls of the employee and retail motor families that are the line's own. */
export function motorCalls(family: 'retail' | 'employee'): BoundCall[] {
  const paths = MOTOR_PATHS[family];
  const bind = binder(family);
  const confirm: CallHandler<typeof paths.applyAlteration> = (ctx, input) =>
    confirmMotorAlteration(ctx, input);
  return [
    bind('getSearchWorkRetailPrice', paths.getSearchWorkRetailPrice, (ctx, query) =>
      searchValuations(ctx.db, query),
    ),
    bind('getVehicleEstimate', paths.getVehicleEstimate, (ctx, input) => motorEstimate(ctx, input)),
    bind('getMotorSchemes', paths.getMotorSchemes, async (ctx) =>
      motorSchemesReplySchema.parse(await schemesOf(ctx.db, requireCaller(ctx))),
    ),
    storedInOneStatement(
      bind('getVehicleQuote', paths.getVehicleQuote, (ctx, input) => createMotorQuote(ctx, input)),
      { readsHolder: false },
    ),
    bind('checkVehicleExits', paths.checkVehicleExits, (ctx, input) =>
      checkVehicleExists(ctx.db, input.vehicleNumber),
    ),
    bind('createApplication', paths.createApplication, (ctx, input) => createMotorApplication(ctx, input)),
    bind('getApplications', paths.getApplications, (ctx, query) => listMotorApplications(ctx, query)),
    bind('getApplicationbyApplicationId', paths.getApplicationbyApplicationId, (ctx, query) =>
      getMotorApplication(ctx, query.applicationId),
    ),
    bind('getApplicationDocuments', paths.getApplicationDocuments, (ctx, input) =>
      getMotorApplication(ctx, input.applicationId),
    ),
    bind('removeApplicationByApplicationId', paths.removeApplicationByApplicationId, (ctx, input) =>
      archiveMotor(ctx, input),
    ),
    bind('applicationDeclaration', paths.applicationDeclaration, (ctx, input) =>
      declareMotorApplication(ctx, input),
    ),
    bind('getPolicies', paths.getPolicies, (ctx, query) => listMotorPolicies(ctx, query)),
    bind('getPolicyByPolicyId', paths.getPolicyByPolicyId, (ctx, query) =>
      getMotorPolicyDetail(ctx, query.policyId),
    ),
    bind('getPolicyPayment', paths.getPolicyPayment, (ctx, query) =>
      policyPaymentOf(ctx, MOTOR_LINE, query.policyId),
    ),
    bind('updatePolicyPayment', paths.updatePolicyPayment, (ctx, input) =>
      changePolicyPayment(ctx, MOTOR_LINE, input),
    ),
    bind('removePolicyByPolicyId', paths.removePolicyByPolicyId, (ctx, input) => archiveMotor(ctx, input)),
    bind('createAlterationPackage', paths.createAlterationPackage, (ctx, input) =>
      createMotorAlteration(ctx, input),
    ),
    bind('applyAlteration', paths.applyAlteration, confirm),
    bind('swapPolicy', paths.swapPolicy, (ctx, input) =>
      confirmMotorAlteration(ctx, input, { type: 'swap' }),
    ),
    bind('resetPolicy', paths.resetPolicy, (ctx, input) => resetMotorAlteration(ctx, input.policyId)),
    bind('cancelPolicy', paths.cancelPolicy, (ctx, input) => cancelMotorPolicy(ctx, input)),
    bind('motorcycleSwap', paths.motorcycleSwap, (ctx, input) =>
      confirmMotorAlteration(ctx, input, { type: 'swap', motorcycle: true }),
    ),
    bind('motorcycleReset', paths.motorcycleReset, (ctx, input) =>
      resetMotorAlteration(ctx, input.policyId, { motorcycle: true }),
    ),
    bind('trackingPolicies', paths.trackingPolicies, (ctx, query) => listMotorPolicies(ctx, query)),
    bind('trackingPolicy', paths.trackingPolicy, (ctx, query) => getMotorPolicyDetail(ctx, query.policyId)),
    bind('trackingSwap', paths.trackingSwap, (ctx, input) =>
      confirmMotorAlteration(ctx, input, { type: 'swap' }),
    ),
    bind('trackingRemove', paths.trackingRemove, (ctx, input) => archiveMotor(ctx, input)),
  ];
}

/** The motor service's own calls; while it is discontinued each answers 503 MOTOR_SERVICE_DISCONTINUED. */
export function motorServiceCalls(discontinued: boolean): BoundCall[] {
  const paths = MOTOR_PATHS.motorService;
  const bind = binder('motorService');
  const calls = [
    bind('getVehicleQuote', paths.getVehicleQuote, (ctx, input) => motorEstimate(ctx, input)),
    bind('getManagementPolicy', paths.getManagementPolicy, async (ctx) => managementPolicySheet(ctx.now)),
    bind('createApplication', paths.createApplication, (ctx, input) => createMotorApplication(ctx, input)),
    bind('checkVehicleExits', paths.checkVehicleExits, (ctx, input) =>
      checkVehicleExists(ctx.db, input.vehicleNumber),
    ),
    storedInOneStatement(
      bind('getQuotation', paths.getQuotation, (ctx, input) => createMotorQuote(ctx, input)),
      { readsHolder: false },
    ),
    bind('createLead', paths.createLead, (ctx, input) =>
      submitCallbackRequest(ctx.db, { ...input, product: 'motor', source: MOTOR_LEAD_SOURCE }, ctx.now),
    ),
    bind('getPolicies', paths.getPolicies, (ctx, query) => listMotorPolicies(ctx, query)),
    bind('getPolicy', paths.getPolicy, (ctx, query) => getMotorPolicyDetail(ctx, query.policyId)),
    bind('getPolicyById', paths.getPolicyById, (ctx, query) => getMotorPolicyDetail(ctx, query.policyId)),
    bind('getPolicyByFilters', paths.getPolicyByFilters, (ctx, query) =>
      findMotorPoliciesByRegistration(ctx, query.registrationNo),
    ),
    bind('cancelMotorPolicy', paths.cancelMotorPolicy, (ctx, input) => cancelMotorPolicy(ctx, input)),
    bind('swapPolicy', paths.swapPolicy, (ctx, input) =>
      confirmMotorAlteration(ctx, input, { type: 'swap' }),
    ),
  ];
  if (!discontinued) return calls;
  return calls.map((call) => ({
    ...call,
    run: async () => {
      throw new AppError(503, 'MOTOR_SERVICE_DISCONTINUED', MOTOR_SERVICE_DISCONTINUED_MESSAGE);
    },
  }));
}

/** The Telkom CMS motor calls: the policy and application reads and archives. */
export function cmsMotorCalls(): BoundCall[] {
  const paths = MOTOR_PATHS.cms;
  const bind = binder('cms');
  return [
    bind('getPolicies', paths.getPolicies, (ctx, query) => listMotorPolicies(ctx, query)),
    bind('getPolicyById', paths.getPolicyById, (ctx, query) => getMotorPolicyDetail(ctx, query.policyId)),
    bind('policyArchive', paths.policyArchive, (ctx, input) => archiveMotor(ctx, input)),
    bind('getApplications', paths.getApplications, (ctx, query) => listMotorApplications(ctx, query)),
    bind('applicationArchive', paths.applicationArchive, (ctx, input) => archiveMotor(ctx, input)),
  ];
}
