import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blobStorePlugin } from '../platform/blob-store/index.js';
import { notifierPlugin } from '../platform/notifier/plugin.js';
import { accountsModule } from './accounts/index.js';
import { callbackRequestRoutes } from './callback-requests/routes.js';
import { claimLinesPlugin, claimsModule } from './claims/index.js';
import { devOutboxRoutes } from './dev-outbox/routes.js';
import { documentsModule, scheduleSourcesPlugin } from './documents/index.js';
import { healthRoutes } from './health/routes.js';
import { idpModule } from './idp/index.js';
import { insuranceCoreModule } from './insurance-core/plugin.js';
import { operatorModule } from './operator/index.js';
import { policyHoldersModule } from './policy-holders/index.js';
import { publicConfigRoutes } from './public-config/routes.js';
import { sagaLogRoutes } from './saga-log/routes.js';
import { twoFactorModule } from './two-factor/index.js';
import { funeralModule } from './funeral/index.js';
import { deviceModule } from './device/index.js';
import { motorModule, motorPreInspectionModule } from './motor/index.js';
import { operatorDeskModule } from './operator-desk/index.js';
import { backofficeModule } from './backoffice/index.js';
import { reinstatementModule } from './reinstatement/index.js';
import { notificationsModule } from './notifications/index.js';

/**
 * A feature module: a Fastify plugin that registers its routes (full /api/... URLs, each with
 * `config: { audience }`). It can read `app.config` and `app.db`. Add new modules to the list below;
 * buildApp registers them in this order. A module that needs another plugin's decorator (the blob store,
 * the schedule sources, the claim lines) declares it as a named dependency (fastify-plugin `dependencies`, encapsulated),
 * so a missing one fails at start rather than at the first request.
 */
export type AppModule = FastifyPluginAsyncZod;

export const modules: AppModule[] = [
  notifierPlugin,
  healthRoutes,
  publicConfigRoutes,
  callbackRequestRoutes,
  devOutboxRoutes,
  sagaLogRoutes,
  idpModule,
  twoFactorModule,
  accountsModule,
  operatorModule,
  policyHoldersModule,
  insuranceCoreModule,
  blobStorePlugin,
  scheduleSourcesPlugin,
  claimLinesPlugin,
  claimsModule,
  documentsModule,
  funeralModule,
  deviceModule,
  motorModule,
  motorPreInspectionModule,
  operatorDeskModule,
  backofficeModule,
  reinstatementModule,
  notificationsModule,
];
