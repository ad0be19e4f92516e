/** The desk's calls and the employee's on-behalf calls → their use cases. */
import { type LineRoute } from '@cover/domain';
import { ON_BEHALF_PATHS, OPERATOR_DESK_PATHS, type OperatorDeskRoute } from '@cover/domain/motor';
import { bindCall, type BoundCall, type CallHandler } from '../insurance-core/line-call-binding.js';
import { searchValuations } from '../motor/valuation.js';
import type { PreInspectionCallDeps } from '../motor/pre-inspection/index.js';
import { bindDeskCall, type DeskCall, type DeskHandler } from './desk-calls.js';
import {
  acceptOnBehalf,
  declineOnBehalf,
  listOnBehalf,
  resendOnBehalfLink,
  reviewOnBehalf,
} from './employee-acceptance.js';
import { findEmployee, registerPolicyHolderFor } from './employees.js';
import {
  creditLifeQuoteFor,
  operatorInspection,
  quoteFor,
  registerVehicleFor,
  startInspectionFor,
} from './motor-work.js';
import { archiveDeskApplication, unarchiveDeskApplication } from './desk-archive.js';
import { listDeskApplications, searchDeskApplications } from './desk-list.js';
import { findOperatorApplication } from './on-behalf-repo.js';
import { sendForAcceptance, type AcceptanceLinkDeps } from './send-for-acceptance.js';
import { checkVehicleForDesk } from './vehicle-check.js';
import { operatorView } from './views.js';

export type DeskDeps = PreInspectionCallDeps & AcceptanceLinkDeps;

export function deskCalls(deps: DeskDeps): DeskCall[] {
  const paths = OPERATOR_DESK_PATHS;
  const bind = <R extends OperatorDeskRoute>(name: string, route: R, handler: DeskHandler<R>) =>
    bindDeskCall(name, route, handler);
  const application = async (
    ctx: Parameters<DeskHandler<typeof paths.getApplicationDocuments>>[0],
    id: string,
  ) => operatorView(ctx, await findOperatorApplication(ctx.db, ctx.agent.operatorId, id));
  return [
    bind('findEmployee', paths.findEmployee, (ctx, input) => findEmployee(ctx, input)),
    bind('registerPolicyHolder', paths.registerPolicyHolder, (ctx, input) =>
      registerPolicyHolderFor(ctx, input),
    ),
    bind('getSearchWorkRetailPrice', paths.getSearchWorkRetailPrice, (ctx, query) =>
      searchValuations(ctx.db, query),
    ),
    bind('checkVehicleExists', paths.checkVehicleExists, (ctx, input) => checkVehicleForDesk(ctx.db, input)),
    bind('sendInspectionSms', paths.sendInspectionSms, (ctx, input) => startInspectionFor(ctx, input, deps)),
    bind('getPreinspectionById', paths.getPreinspectionById, (ctx, query) =>
      operatorInspection(ctx, query.preInspectionId),
    ),
    bind('getVehicleQuote', paths.getVehicleQuote, (ctx, input) => quoteFor(ctx, input)),
    bind('getVehicleCreditLifeQuote', paths.getVehicleCreditLifeQuote, (ctx, input) =>
      creditLifeQuoteFor(ctx, input),
    ),
    bind('registerVehicle', paths.registerVehicle, (ctx, input) => registerVehicleFor(ctx, input)),
    bind('getApplications', paths.getApplications, async (ctx, query) => ({
      data: await listDeskApplications(ctx, query),
    })),
    bind('searchApplications', paths.searchApplications, async (ctx, input) => ({
      data: await searchDeskApplications(ctx, input),
    })),
    bind('archiveApplication', paths.archiveApplication, (ctx, input) =>
      archiveDeskApplication(ctx, input.applicationId),
    ),
    bind('unarchiveApplication', paths.unarchiveApplication, (ctx, input) =>
      unarchiveDeskApplication(ctx, input.applicationId),
    ),
    bind('getApplicationbyApplicationId', paths.getApplicationbyApplicationId, (ctx, query) =>
      application(ctx, query.applicationId),
    ),
    bind('getApplicationDocuments', paths.getApplicationDocuments, (ctx, input) =>
      application(ctx, input.applicationId),
    ),
    bind('sendForAcceptance', paths.sendForAcceptance, (ctx, input) =>
      sendForAcceptance(ctx, input.applicationId, deps),
    ),
  ];
}

export function onBehalfCalls(deps: AcceptanceLinkDeps): BoundCall[] {
  const paths = ON_BEHALF_PATHS;
  const bind = <R extends LineRoute>(name: string, route: R, handler: CallHandler<R>) =>
    bindCall('onBehalf', name, route, handler);
  return [
    bind('getOnBehalfApplications', paths.getOnBehalfApplications, (ctx) => listOnBehalf(ctx)),
    bind('reviewOnBehalfApplication', paths.reviewOnBehalfApplication, (ctx, input) =>
      reviewOnBehalf(ctx, input.token),
    ),
    bind('acceptOnBehalfApplication', paths.acceptOnBehalfApplication, (ctx, input) =>
      acceptOnBehalf(ctx, input),
    ),
    bind('declineOnBehalfApplication', paths.declineOnBehalfApplication, (ctx, input) =>
      declineOnBehalf(ctx, input),
    ),
    bind('resendOnBehalfLink', paths.resendOnBehalfLink, (ctx, input) =>
      resendOnBehalfLink(ctx, input.applicationId, deps),
    ),
  ];
}
