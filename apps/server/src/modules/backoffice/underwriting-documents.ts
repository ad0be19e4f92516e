/**
 * The documents of an application for the underwriter (a phone's proof of purchase and contract, a
 * vehicle's papers): listed in the application's detail with the line's name for each kind, and downloaded
 * (or previewed inline) through the back office's own route. Staff may read any application's documents;
 * a document that belongs to no application (a claim's, a policy schedule) is not found here.
 */
import {
  BACKOFFICE_APPLICATION_PATHS,
  documentDownloadParamsSchema,
  HOLD_DOCUMENT_KIND,
  documentDownloadQuerySchema,
  holdDocumentLabel,
  type BackofficeApplicationDocument,
} from '@cover/domain';
import { DEVICE_APPLICATION_DOCUMENT_KINDS } from '@cover/domain/device';
import { MOTOR_APPLICATION_DOCUMENT_KINDS } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { AppError, errorResponses } from '../../platform/errors.js';
import { sendDocument } from '../../platform/uploads/index.js';
import { holdRequestsOf, toClaimDocument } from '../claims/index.js';
import { findDocument, listApplicationDocuments } from '../documents/repo.js';
import { readDocumentBytes } from '../documents/store.js';
import { isUuid } from '../insurance-core/errors.js';

const documentNotFound = () => new AppError(404, 'DOCUMENT_NOT_FOUND', 'Document not found');

/** How the wizards name the kinds of document an application takes (every line's kinds). */
const KIND_LABELS: ReadonlyMap<string, string> = new Map(
  [...DEVICE_APPLICATION_DOCUMENT_KINDS, ...MOTOR_APPLICATION_DOCUMENT_KINDS].map((kind) => [
    kind.value,
    kind.label,
  ]),
);

const downloadUrl = (documentId: string) =>
  BACKOFFICE_APPLICATION_PATHS.download.replace(':documentId', encodeURIComponent(documentId));

/**
 * The application's documents, oldest first, each with the back office's download URL; one sent in answer
 * to a hold is named by what that hold asked for ('Asked for: …'), as a claim's is.
 */
export async function applicationDocuments(
  db: Database,
  applicationId: string,
): Promise<BackofficeApplicationDocument[]> {
  const [rows, holds] = await Promise.all([
    listApplicationDocuments(db, [applicationId]),
    holdRequestsOf(db, [applicationId], 'application'),
  ]);
  return rows.map((row) => {
    const { askedFor, ...document } = toClaimDocument(row, downloadUrl, holds.get(applicationId) ?? []);
    return {
      ...document,
      label:
        row.kind === HOLD_DOCUMENT_KIND.value
          ? holdDocumentLabel(askedFor)
          : (KIND_LABELS.get(row.kind) ?? 'Document'),
    };
  });
}

export function registerApplicationDocumentRoutes(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    BACKOFFICE_APPLICATION_PATHS.download,
    {
      config: { audience: 'backoffice' },
      schema: {
        tags: ['back office'],
        summary: 'Download (or preview inline) a document of an application',
        params: documentDownloadParamsSchema,
        querystring: documentDownloadQuerySchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'backoffice');
      const { documentId } = request.params;
      const document = isUuid(documentId) ? await findDocument(app.db, documentId) : null;
      if (!document?.applicationId) throw documentNotFound();
      const bytes = await readDocumentBytes(app.blobStore, document);
      return sendDocument(reply, document, bytes, request.query.disposition);
    },
  );
}
