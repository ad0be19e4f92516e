/** The employee funeral calls and the Telkom CMS family (employee audience) → the funeral service. */
import { type LineRoute } from '@cover/domain';
import { FUNERAL_PATHS, type FuneralPathFamily } from '@cover/domain/funeral';
import { alterPolicy } from './alterations.js';
import { deleteBeneficiary } from './beneficiary-removal.js';
import { createFuneralApplication, declareApplication } from './applications.js';
import { changeRequest } from './change-requests.js';
import { getPolicyDetail, listApplications, listPolicies } from './policies.js';
import { createFuneralQuote } from './quotes.js';
import { ageIntervals, extendedFamilyPremiums } from './rating-info.js';
import {
  bindCall,
  storedInOneStatement,
  type BoundCall,
  type CallHandler,
} from '../insurance-core/line-call-binding.js';
import { archiveFuneral, cancelFuneralPolicy, createNote } from './servicing.js';
import { RETAIL_FUNERAL_PACKAGE_NAME } from '@cover/domain/funeral';

const binder =
  (family: FuneralPathFamily) =>
  <R extends LineRoute>(name: string, route: R, handler: CallHandler<R>) =>
    bindCall(family, name, route, handler);

export function employeeCalls(): BoundCall[] {
  const paths = FUNERAL_PATHS.employee;
  const bind = binder('employee');
  return [
    bind('getPolicies', paths.getPolicies, (ctx, query) => listPolicies(ctx, query)),
    bind('getPolicyById', paths.getPolicyById, (ctx, _input, params) =>
      getPolicyDetail(ctx, params.policyId),
    ),
    bind('createAlterationPackage', paths.createAlterationPackage, (ctx, input) =>
      alterPolicy(ctx, { policyId: input.policyId, preview: true, change: input.change }),
    ),
    bind('applyAlterationPackage', paths.applyAlterationPackage, (ctx, input) => alterPolicy(ctx, input)),
    bind('cancelPolicy', paths.cancelPolicy, (ctx, input) => cancelFuneralPolicy(ctx, input)),
    bind('createApplication', paths.createApplication, (ctx, input) =>
      createFuneralApplication(ctx, input, 'employee'),
    ),
    bind('applicationDeclaration', paths.applicationDeclaration, (ctx, input) =>
      declareApplication(ctx, input),
    ),
    bind('getApplications', paths.getApplications, (ctx, query) => listApplications(ctx, query)),
    storedInOneStatement(
      bind('getQuote', paths.getQuote, (ctx, input) => createFuneralQuote(ctx, input, 'employee')),
      { readsHolder: false },
    ),
  ];
}

export function cmsCalls(): BoundCall[] {
  const paths = FUNERAL_PATHS.cms;
  const bind = binder('cms');
  return [
    bind('createApplication', paths.createApplication, (ctx, input) =>
      createFuneralApplication(ctx, input, 'employee'),
    ),
    storedInOneStatement(
      bind('getQuote', paths.getQuote, (ctx, input) => createFuneralQuote(ctx, input, 'employee')),
      { readsHolder: false },
    ),
    bind('getApplications', paths.getApplications, (ctx, query) => listApplications(ctx, query)),
    bind('archive', paths.archive, (ctx, input) => archiveFuneral(ctx, input)),
    bind('getPolicies', paths.getPolicies, (ctx, query) => listPolicies(ctx, query)),
    bind('alter', paths.alter, (ctx, input) => alterPolicy(ctx, input)),
    bind('editBeneficiary', paths.editBeneficiary, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({
          type: 'edit_beneficiaries',
          beneficiaries: fields.beneficiaries,
        })),
      ),
    ),
    bind('deleteBeneficiary', paths.deleteBeneficiary, (ctx, input) => deleteBeneficiary(ctx, input)),
    bind('requote', paths.requote, (ctx, input) =>
      alterPolicy(
        ctx,
        changeRequest(input, (fields) => ({
          type: 'change_plan',
          coverOption: fields.coverOption,
          coverType: fields.coverType,
        })),
      ),
    ),
    bind('paidCreateApplication', paths.paidCreateApplication, (ctx, input) =>
      createFuneralApplication(ctx, input, 'employee_paid'),
    ),
    bind('paidGetQuote', paths.paidGetQuote, (ctx, input) =>
      createFuneralQuote(ctx, { ...input, packageName: RETAIL_FUNERAL_PACKAGE_NAME }, 'employee_paid'),
    ),
    bind('ageInterval', paths.ageInterval, async () => ageIntervals()),
    bind('extendedFamilyPremiums', paths.extendedFamilyPremiums, async (ctx, query) =>
      extendedFamilyPremiums(query, ctx.now),
    ),
    bind('createNote', paths.createNote, (ctx, input) => createNote(ctx, input)),
  ];
}
