/** The retail funeral calls (and the jmr family, the same calls under another prefix) → the funeral service. */
import { type LineRoute } from '@cover/domain';
import { FUNERAL_PATHS, type FuneralPathFamily } from '@cover/domain/funeral';
import { alterPolicy } from './alterations.js';
import { createFuneralApplication, declareApplication } from './applications.js';
import { changeRequest } from './change-requests.js';
import {
  checkActivePolicy,
  getPolicyDetail,
  getPolicyPayment,
  listApplications,
  listPolicies,
} from './policies.js';
import { calculateCover, createFuneralQuote } from './quotes.js';
import {
  bindCall,
  storedInOneStatement,
  type BoundCall,
  type CallHandler,
} from '../insurance-core/line-call-binding.js';
import { archiveFuneral, cancelFuneralPolicy } from './servicing.js';

export function retailCalls(family: Extract<FuneralPathFamily, 'retail' | 'jmr'>): BoundCall[] {
  const paths = FUNERAL_PATHS[family];
  const bind = <R extends LineRoute>(name: string, route: R, handler: CallHandler<R>) =>
    bindCall(family, name, route, handler);
  return [
    bind('getPolicy', paths.getPolicy, (ctx, query) => listPolicies(ctx, query)),
    bind('getPolicyByPolicyId', paths.getPolicyByPolicyId, (ctx, query) =>
      getPolicyDetail(ctx, query.policyId),
    ),
    bind('addChildren', paths.addChildren, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({ type: 'add_children', children: fields.children })),
      ),
    ),
    bind('editExtendedFamily', paths.editExtendedFamily, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({ type: 'edit_extended_family', members: fields.members })),
      ),
    ),
    bind('removeExtendedFamily', paths.removeExtendedFamily, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({ type: 'remove_extended_family', memberIds: fields.memberIds })),
      ),
    ),
    bind('getAddExtendedFamilyQuote', paths.getAddExtendedFamilyQuote, (ctx, input) =>
      alterPolicy(ctx, {
        policyId: input.policyId,
        preview: true,
        change: { type: 'add_extended_family', extendedFamily: input.extendedFamily },
      }),
    ),
    bind('addExtendedFamily', paths.addExtendedFamily, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({
          type: 'add_extended_family',
          extendedFamily: fields.extendedFamily,
        })),
      ),
    ),
    bind('editPolicyDetails', paths.editPolicyDetails, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({
          type: 'edit_policy_details',
          billingDay: fields.billingDay,
          mainMember: fields.mainMember,
          spouse: fields.spouse,
          children: fields.children,
        })),
      ),
    ),
    bind('editBeneficiary', paths.editBeneficiary, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({
          type: 'edit_beneficiaries',
          beneficiaries: fields.beneficiaries,
        })),
      ),
    ),
    bind('getPolicyPayment', paths.getPolicyPayment, (ctx, query) => getPolicyPayment(ctx, query.policyId)),
    bind('updatePolicyPayment', paths.updatePolicyPayment, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({
          type: 'update_payment_details',
          paymentMethod: fields.paymentMethod,
          billingDay: fields.billingDay,
        })),
      ),
    ),
    bind('cancelPolicy', paths.cancelPolicy, (ctx, input) => cancelFuneralPolicy(ctx, input)),
    bind('archive', paths.archive, (ctx, input) => archiveFuneral(ctx, input)),
    bind('getApplicationByPolicyHolder', paths.getApplicationByPolicyHolder, (ctx, query) =>
      listApplications(ctx, query),
    ),
    bind('applicationDeclaration', paths.applicationDeclaration, (ctx, input) =>
      declareApplication(ctx, input),
    ),
    storedInOneStatement(
      bind('getAQuote', paths.getAQuote, (ctx, input) => createFuneralQuote(ctx, input, 'retail')),
      { readsHolder: false },
    ),
    bind('getCoverCalculate', paths.getCoverCalculate, async (ctx, input) => calculateCover(input, ctx.now)),
    bind('createQuoteApplication', paths.createQuoteApplication, (ctx, input) =>
      createFuneralApplication(ctx, input, 'retail'),
    ),
    bind('changePlanDetails', paths.changePlanDetails, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({
          type: 'change_plan',
          coverOption: fields.coverOption,
          coverType: fields.coverType,
        })),
      ),
    ),
    bind('checkIfActivePolicyExists', paths.checkIfActivePolicyExists, (ctx, query) =>
      checkActivePolicy(ctx, query.packageName),
    ),
  ];
}
