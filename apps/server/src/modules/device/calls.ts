/** The device calls of every family (retail, employee, CMS) → the device service. */
import { type LineRoute } from '@cover/domain';
import { DEVICE_PATHS, type DevicePathFamily } from '@cover/domain/device';
import {
  bindCall,
  storedInOneStatement,
  type BoundCall,
  type CallHandler,
} from '../insurance-core/line-call-binding.js';
import { checkImeiInsured, createDeviceApplication, declareDeviceApplication } from './applications.js';
import { searchCatalogue } from './catalogue.js';
import {
  archiveDevice,
  cancelDevicePolicy,
  getDeviceApplication,
  getDevicePolicyDetail,
  getDevicePolicyPayment,
  listDeviceApplications,
  listDevicePolicies,
  updateDevicePolicyPayment,
} from './policies.js';
import { creditLifeEstimate, deviceEstimate } from './estimates.js';
import { createDeviceQuote } from './quotes.js';

const binder =
  (family: DevicePathFamily) =>
  <R extends LineRoute>(name: string, route: R, handler: CallHandler<R>) =>
    bindCall(family, name, route, handler);

/** The calls of the retail and employee families (their claims and documents calls go to the shared modules). */
export function deviceCalls(family: 'retail' | 'employee'): BoundCall[] {
  const paths = DEVICE_PATHS[family];
  const bind = binder(family);
  return [
    bind('getDeviceCatalog', paths.getDeviceCatalog, (ctx, query) => searchCatalogue(ctx.db, query)),
    bind('getDeviceQuote', paths.getDeviceQuote, (ctx, input) => deviceEstimate(ctx, input, family)),
    bind('getCreditLifeQuote', paths.getCreditLifeQuote, async (ctx, input) =>
      creditLifeEstimate(input, ctx.now),
    ),
    storedInOneStatement(
      bind('getAQuote', paths.getAQuote, (ctx, input) => createDeviceQuote(ctx, input)),
      { readsHolder: false },
    ),
    // Only reads (no transaction to open): a cheap call on the shared budget. The caller's holder names
    // their own policy in the refusal.
    {
      ...bind('checkImeiInsured', paths.checkImeiInsured, (ctx, input) => checkImeiInsured(ctx, input)),
      atomicity: 'statement',
    },
    bind('createApplication', paths.createApplication, (ctx, input) => createDeviceApplication(ctx, input)),
    bind('getApplications', paths.getApplications, (ctx, query) => listDeviceApplications(ctx, query)),
    bind('getApplicationById', paths.getApplicationById, (ctx, query) =>
      getDeviceApplication(ctx, query.applicationId),
    ),
    bind('applicationDeclaration', paths.applicationDeclaration, (ctx, input) =>
      declareDeviceApplication(ctx, input),
    ),
    bind('getPolicy', paths.getPolicy, (ctx, query) => listDevicePolicies(ctx, query)),
    bind('getPolicyByPolicyId', paths.getPolicyByPolicyId, (ctx, query) =>
      getDevicePolicyDetail(ctx, query.policyId),
    ),
    bind('getPolicyPayment', paths.getPolicyPayment, (ctx, query) =>
      getDevicePolicyPayment(ctx, query.policyId),
    ),
    bind('updatePolicyPayment', paths.updatePolicyPayment, (ctx, input) =>
      updateDevicePolicyPayment(ctx, input),
    ),
    bind('cancelPolicy', paths.cancelPolicy, (ctx, input) => cancelDevicePolicy(ctx, input)),
    bind('archive', paths.archive, (ctx, input) => archiveDevice(ctx, input)),
  ];
}

/** The Telkom CMS device calls of the family that are the line's own (claims create goes to claims). */
export function cmsDeviceCalls(): BoundCall[] {
  const paths = DEVICE_PATHS.cms;
  const bind = binder('cms');
  return [
    bind('getDeviceCatalog', paths.getDeviceCatalog, (ctx, query) => searchCatalogue(ctx.db, query)),
    storedInOneStatement(
      bind('getAQuote', paths.getAQuote, (ctx, input) => createDeviceQuote(ctx, input)),
      { readsHolder: false },
    ),
    bind('getCreditLifeQuote', paths.getCreditLifeQuote, async (ctx, input) =>
      creditLifeEstimate(input, ctx.now),
    ),
  ];
}
