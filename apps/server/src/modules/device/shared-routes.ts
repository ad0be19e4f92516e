/**
 * The device path families' calls served by the shared claims and documents modules (entries owned by
 * 'claims' and 'documents'), the one-call submissions with documents, the document downloads, and the
 * application document uploads served by the core.
 */
import { type LineRoute } from '@cover/domain';
import {
  allDeviceRoutes,
  DEVICE_APPLICATION_DOCUMENT_KINDS,
  DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES,
  DEVICE_DOCUMENT_DOWNLOAD_ROUTES,
  DEVICE_PATHS,
  deviceClaimSubmitInputSchema,
  deviceClaimSubmitReplySchema,
  deviceDocumentDownloadUrl,
} from '@cover/domain/device';
import { CLAIM_OPERATIONS, lineClaimRoutesOf, type LineClaimRoutes } from '../claims/index.js';
import { holdDocumentsUpload, type ApplicationUpload } from '../insurance-core/application-uploads.js';
import { loadDeviceApplication } from './application-view.js';

export const deviceClaimRoutes = (): LineClaimRoutes =>
  lineClaimRoutesOf({
    tags: ['device claims'],
    routes: allDeviceRoutes(),
    operations: CLAIM_OPERATIONS,
    // the CMS family is called by the employee portal: its documents download through the employee route
    downloadUrl: (family) => (documentId) =>
      deviceDocumentDownloadUrl(
        family === 'cms' ? 'employee' : (family as 'retail' | 'employee'),
        documentId,
      ),
    withDocuments: Object.values(DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES).map((route) => ({
      ...route,
      input: deviceClaimSubmitInputSchema,
      reply: deviceClaimSubmitReplySchema,
    })),
    downloads: Object.values(DEVICE_DOCUMENT_DOWNLOAD_ROUTES),
  });

export const deviceDocumentRoutes = (): LineRoute[] =>
  allDeviceRoutes()
    .filter(({ route }) => route.owner === 'documents')
    .map(({ route }) => route);

export const deviceApplicationUploads = (): ApplicationUpload[] =>
  (['retail', 'employee'] as const).flatMap((family) => [
    {
      route: DEVICE_PATHS[family].uploadApplicationDocuments,
      kinds: DEVICE_APPLICATION_DOCUMENT_KINDS,
      reply: (ctx, application) => loadDeviceApplication(ctx, application),
    },
    holdDocumentsUpload(DEVICE_PATHS[family].sendHoldDocuments, (ctx, application) =>
      loadDeviceApplication(ctx, application),
    ),
  ]);
