/**
 * The holder's photo previews (the `previewUrl` of each photo of their pre-inspection), per family:
 * GET <prefix>/preinspections/:preInspectionId/photos/:kind/preview. Another holder's id answers 404.
 */
import {
  MOTOR_PREFIXES,
  PRE_INSPECTION_PHOTO_PREVIEW_ROUTES,
  preInspectionPhotoParamsSchema,
} from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../../platform/auth/principal.js';
import { AppError, errorResponses } from '../../../platform/errors.js';
import { sendDocument } from '../../../platform/uploads/index.js';
import { holderOf } from '../../insurance-core/ownership.js';
import { preInspectionNotFound } from './errors.js';
import { findOwnedPreInspection, findPhoto } from './repo.js';
import { preloadHolder } from '../../policy-holders/service.js';

export function registerHolderInspectionPhotos(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  for (const family of ['retail', 'employee'] as const) {
    const audience = MOTOR_PREFIXES[family].audience;
    app.get(
      PRE_INSPECTION_PHOTO_PREVIEW_ROUTES[family],
      {
        config: { audience, preload: preloadHolder },
        schema: {
          tags: ['motor'],
          summary: `${family}: the preview of a pre-inspection photo (JPEG)`,
          params: preInspectionPhotoParamsSchema,
          response: errorResponses(400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        const principal = requirePrincipal(request, audience);
        const holder = await holderOf(app.db, principal);
        const row = holder
          ? await findOwnedPreInspection(app.db, holder.policyHolderId, request.params.preInspectionId)
          : null;
        if (!row) throw preInspectionNotFound();
        const photo = await findPhoto(app.db, row.id, request.params.kind);
        const stored = photo ? await app.blobStore.get(photo.previewBlobKey) : null;
        if (!stored) throw new AppError(404, 'PHOTO_NOT_FOUND', 'This photo has not been taken yet.');
        return sendDocument(
          reply,
          { fileName: `${request.params.kind}.jpg`, contentType: 'image/jpeg' },
          stored.bytes,
          'inline',
        );
      },
    );
  }
}
