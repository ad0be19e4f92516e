/**
 * Back-office pre-inspections (audience 'backoffice'): the queue by status with counts, one inspection
 * with its history, its photos (preview or full size) and the assessment. Its screens come with the back
 * office; every action is appended to the inspection's events.
 */
import { PolicyChanges } from '../../insurance-core/version-events.js';
import {
  BACKOFFICE_PRE_INSPECTION_PATHS,
  assessPreInspectionInputSchema,
  backofficePhotoQuerySchema,
  backofficePreInspectionDetailSchema,
  backofficePreInspectionListQuerySchema,
  backofficePreInspectionListReplySchema,
  backofficePreInspectionParamsSchema,
  backofficePreInspectionPhotoParamsSchema,
} from '@cover/domain/motor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { PreInspectionRow } from '../../../db/schema/index.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../../platform/auth/principal.js';
import { AppError, errorResponses } from '../../../platform/errors.js';
import { sendDocument } from '../../../platform/uploads/index.js';
import { systemClock, type Clock } from '../../insurance-core/clock.js';
import { listEvents } from '../../insurance-core/events.js';
import { assessPreInspection } from './assessment.js';
import { ownerOf, ownersOf } from './backoffice-owners.js';
import { preInspectionNotFound } from './errors.js';
import { countsByStatus, findPhoto, findPreInspection, listForBackoffice, photosOf } from './repo.js';
import { actorName, operatorNamesOf } from '../../backoffice/actors.js';
import { toBackofficePreInspection, toHistoryEntry } from './view.js';

const TAGS = ['back office: pre-inspections'];
const config = { audience: 'backoffice' as const };
const errors = errorResponses(400, 401, 403, 404, 409, 422);

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface BackofficePreInspectionOptions {
  now?: Clock;
  /**
   * Runs in the assessment's transaction once a pre-inspection is approved (the motor module issues the
   * applications that waited for it); a failure undoes the approval.
   */
  onApproved?: (
    tx: Database,
    inspection: PreInspectionRow,
    at: { now: Date; actor: string; changes: PolicyChanges },
  ) => Promise<void>;
}

export function registerBackofficePreInspections(
  parent: FastifyInstance,
  options: BackofficePreInspectionOptions = {},
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? systemClock;
  const actorOf = (request: FastifyRequest) =>
    `operator:${requirePrincipal(request, 'backoffice').operatorId}`;

  const detail = async (id: string) => {
    const row = await findPreInspection(app.db, id);
    if (!row) throw preInspectionNotFound();
    const [photos, events, owner] = await Promise.all([
      photosOf(app.db, [row.id]),
      listEvents(app.db, 'pre_inspection', row.id),
      ownerOf(app.db, row),
    ]);
    const names = await operatorNamesOf(app.db, [row.assessedBy, ...events.map((event) => event.actor)]);
    return {
      ...toBackofficePreInspection(row, photos, owner),
      assessedByName: row.assessedBy ? actorName(row.assessedBy, names) : null,
      history: events.map((event) => ({
        ...toHistoryEntry(event),
        actorName: actorName(event.actor ?? 'system', names),
      })),
    };
  };

  app.get(
    BACKOFFICE_PRE_INSPECTION_PATHS.list,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Pre-inspections to assess, with counts by status',
        querystring: backofficePreInspectionListQuerySchema,
        response: { 200: backofficePreInspectionListReplySchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      const rows = await listForBackoffice(app.db, request.query);
      const [photos, owners] = await Promise.all([
        photosOf(
          app.db,
          rows.map((row) => row.id),
        ),
        ownersOf(app.db, rows),
      ]);
      return {
        data: rows.map((row) => {
          const owner = owners.get(row.id);
          if (!owner) throw new Error('pre-inspection owner not found');
          return toBackofficePreInspection(
            row,
            photos.filter((photo) => photo.preInspectionId === row.id),
            owner,
          );
        }),
        counts: await countsByStatus(app.db),
      };
    },
  );

  app.get(
    BACKOFFICE_PRE_INSPECTION_PATHS.detail,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'One pre-inspection with its history',
        params: backofficePreInspectionParamsSchema,
        response: { 200: backofficePreInspectionDetailSchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      return detail(request.params.id);
    },
  );

  app.get(
    BACKOFFICE_PRE_INSPECTION_PATHS.photo,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'A photo of a pre-inspection (preview or full size)',
        params: backofficePreInspectionPhotoParamsSchema,
        querystring: backofficePhotoQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'backoffice');
      const row = await findPreInspection(app.db, request.params.id);
      const photo = row ? await findPhoto(app.db, row.id, request.params.kind) : null;
      const full = request.query.size === 'full';
      const stored = photo ? await app.blobStore.get(full ? photo.fullBlobKey : photo.previewBlobKey) : null;
      if (!photo || !stored) throw new AppError(404, 'PHOTO_NOT_FOUND', 'This photo has not been taken.');
      const contentType = full ? photo.contentType : 'image/jpeg';
      return sendDocument(
        reply,
        { fileName: `${request.params.kind}.${EXTENSIONS[contentType] ?? 'jpg'}`, contentType },
        stored.bytes,
        'inline',
      );
    },
  );

  app.post(
    BACKOFFICE_PRE_INSPECTION_PATHS.assess,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Approve, or reject with a reason',
        params: backofficePreInspectionParamsSchema,
        body: assessPreInspectionInputSchema,
        response: { 200: backofficePreInspectionDetailSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const at = { now: now(), actor };
      const changes = new PolicyChanges();
      await app.db.transaction(async (tx) => {
        const assessed = await assessPreInspection(tx, request.params.id, request.body, at);
        if (assessed.assessmentStatus === 'APPROVED')
          await options.onApproved?.(tx, assessed, { ...at, changes });
      });
      // policies issued by the approval get their schedules once it has committed
      await changes.publish(app.db, (error) =>
        request.log.warn({ err: error }, 'policy version listener failed'),
      );
      return detail(request.params.id);
    },
  );
}
