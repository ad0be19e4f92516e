/**
 * The motor path families' calls served by the shared claims and documents modules (entries owned by 'claims'
 * and 'documents'), the one-call submissions with documents, the document downloads, and the application
 * document uploads served by the core.
 */
import type { LineRoute } from '@cover/domain';
import {
  allMotorRoutes,
  MOTOR_APPLICATION_DOCUMENT_KINDS,
  MOTOR_CLAIM_WITH_DOCUMENTS_ROUTES,
  MOTOR_DOCUMENT_DOWNLOAD_ROUTES,
  MOTOR_PATHS,
  motorClaimSubmitInputSchema,
  motorClaimSubmitReplySchema,
  motorDocumentDownloadUrl,
} from '@cover/domain/motor';
import { CLAIM_OPERATIONS, lineClaimRoutesOf, type LineClaimRoutes } from '../claims/index.js';
import { holdDocumentsUpload, type ApplicationUpload } from '../insurance-core/application-uploads.js';
import { loadMotorApplication } from './application-view.js';

export const motorClaimRoutes = (): LineClaimRoutes =>
  lineClaimRoutesOf({
    tags: ['motor claims'],
    routes: allMotorRoutes(),
    operations: { ...CLAIM_OPERATIONS, trackingClaims: 'list', trackingClaim: 'get' },
    // the motor service family is the retail customer's: its documents download through the retail route
    downloadUrl: (family) => (documentId) =>
      motorDocumentDownloadUrl(family === 'employee' ? 'employee' : 'retail', documentId),
    withDocuments: Object.values(MOTOR_CLAIM_WITH_DOCUMENTS_ROUTES).map((route) => ({
      ...route,
      input: motorClaimSubmitInputSchema,
      reply: motorClaimSubmitReplySchema,
    })),
    downloads: Object.values(MOTOR_DOCUMENT_DOWNLOAD_ROUTES),
  });

export const motorDocumentRoutes = (): LineRoute[] =>
  allMotorRoutes()
    .filter(({ route }) => route.owner === 'documents')
    .map(({ route }) => route);

export const motorApplicationUploads = (): ApplicationUpload[] =>
  (['retail', 'employee'] as const).flatMap((family) => [
    {
      route: MOTOR_PATHS[family].uploadApplicationDocuments,
      kinds: MOTOR_APPLICATION_DOCUMENT_KINDS,
      reply: (ctx, application) => loadMotorApplication(ctx, application),
    },
    holdDocumentsUpload(MOTOR_PATHS[family].sendHoldDocuments, (ctx, application) =>
      loadMotorApplication(ctx, application),
    ),
  ]);
