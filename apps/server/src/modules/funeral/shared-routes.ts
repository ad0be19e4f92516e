/**
 * The funeral path families' calls served by the shared claims and documents modules (paths.ts entries
 * owned by 'claims' and 'documents'), handed to their registrars: which claims operation serves each call,
 * the one-call submissions with documents, and each family's document download.
 */
import { type LineRoute } from '@cover/domain';
import {
  allFuneralRoutes,
  FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES,
  FUNERAL_DOCUMENT_DOWNLOAD_ROUTES,
  FUNERAL_PATHS,
  funeralClaimSubmitInputSchema,
  funeralClaimSubmitReplySchema,
  funeralDocumentDownloadUrl,
  type FuneralPathFamily,
} from '@cover/domain/funeral';
import { CLAIM_OPERATIONS, lineClaimRoutesOf, type LineClaimRoutes } from '../claims/index.js';
import { holdDocumentsUpload, type ApplicationUpload } from '../insurance-core/application-uploads.js';
import { toApplication } from './applications.js';

/** The claims operation behind each funeral claims call name (the families share names where they can). */
export const FUNERAL_CLAIM_OPERATIONS = CLAIM_OPERATIONS;

export const funeralClaimRoutes = (): LineClaimRoutes =>
  lineClaimRoutesOf({
    tags: ['funeral claims'],
    routes: allFuneralRoutes(),
    operations: CLAIM_OPERATIONS,
    downloadUrl: (family) => (documentId) =>
      funeralDocumentDownloadUrl(family as FuneralPathFamily, documentId),
    withDocuments: Object.values(FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES).map((route) => ({
      ...route,
      input: funeralClaimSubmitInputSchema,
      reply: funeralClaimSubmitReplySchema,
    })),
    downloads: Object.values(FUNERAL_DOCUMENT_DOWNLOAD_ROUTES),
  });

/** The funeral calls for the policy documents (the schedule of every version). */
export const funeralDocumentRoutes = (): LineRoute[] =>
  allFuneralRoutes()
    .filter(({ route }) => route.owner === 'documents')
    .map(({ route }) => route);

/** The funeral answers to a hold (retail and jmr): the documents an underwriter asked for. */
export const funeralApplicationUploads = (): ApplicationUpload[] =>
  (['retail', 'jmr'] as const).map((family) =>
    holdDocumentsUpload(FUNERAL_PATHS[family].sendHoldDocuments, async (ctx, application) =>
      toApplication(application, ctx.now, null, ctx.longWindow),
    ),
  );
