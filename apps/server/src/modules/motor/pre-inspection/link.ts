/**
 * The SMS link to the inspection page (decision 0019): 32 random bytes (base64url) in the URL's fragment,
 * so the token never reaches a server log or a Referer; stored only as its SHA-256; valid 7 days; a new
 * SMS replaces the old link. The text names the vehicle (and a claim's number) and nothing else of the customer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mobileEnding, onBehalfInspectionSms } from '@cover/domain';
import {
  INSPECTION_LINK_DAYS,
  INSPECTION_PHOTO_KINDS,
  inspectionLink,
  type SendInspectionSmsReply,
} from '@cover/domain/motor';
import type { Database } from '../../../db/client.js';
import { eq } from 'drizzle-orm';
import { claims, type PreInspectionRow } from '../../../db/schema/index.js';
import type { BlobStore } from '../../../platform/blob-store/blob-store.js';
import type { Notifier } from '../../../platform/notifier/notifier.js';
import { BRAND_NAME } from '../../../platform/notifier/templates.js';
import { appendEvent } from '../../insurance-core/events.js';
import { linkForCancelled, linkForDecided, preInspectionNotFound } from './errors.js';
import { findOwnedPreInspection, updatePreInspection } from './repo.js';
import { removeAllUploads } from './upload-repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 bytes in base64url: 43 characters of A–Z, a–z, 0–9, '-' and '_'. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function newInspectionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Whether a header value can be a token at all (anything else is not looked up). */
export const isTokenShaped = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN_PATTERN.test(value);

/**
 * The text of the SMS: the vehicle, the link and how long it works; a claim's inspection asks for the vehicle
 * and its damage, for that claim (`claimNumber`).
 */
export function inspectionSmsText(
  row: Pick<PreInspectionRow, 'make' | 'model' | 'registrationNo'>,
  link: string,
  claimNumber: string | null = null,
) {
  const vehicle = `${row.make} ${row.model} (${row.registrationNo})`;
  const ask = claimNumber
    ? `take the photos of your ${vehicle} and its damage for claim ${claimNumber}`
    : `take ${INSPECTION_PHOTO_KINDS.length} photos of your ${vehicle} for its inspection`;
  return `${BRAND_NAME}: ${ask}: ${link} The link works for ${INSPECTION_LINK_DAYS} days.`;
}

/** The number of the claim an inspection is for, or null for a pre-inspection. */
export async function claimNumberOf(
  db: Database,
  row: Pick<PreInspectionRow, 'claimId'>,
): Promise<string | null> {
  if (!row.claimId) return null;
  const [claim] = await db
    .select({ claimNumber: claims.claimNumber })
    .from(claims)
    .where(eq(claims.id, row.claimId));
  return claim?.claimNumber ?? null;
}

/** What sending a link needs besides the database. */
export interface InspectionLinkDeps {
  notifier: Pick<Notifier, 'sendSms'>;
  blobStore: Pick<BlobStore, 'delete'>;
  /** config PUBLIC_APP_URL: the origin of links, when set */
  publicAppUrl?: string | undefined;
}

export interface IssueLinkInput {
  holderId: string;
  preInspectionId: string;
  /** +27 form */
  mobile: string;
  now: Date;
  actor: string;
}

export interface IssuedLink {
  reply: SendInspectionSmsReply;
  row: PreInspectionRow;
  token: string;
  /** +27 form */
  mobile: string;
  /** the claim a claim's inspection is for (its SMS names it) */
  claimNumber: string | null;
  /** chunks of unfinished uploads of the old link, to delete once committed */
  staleChunks: string[];
}

/**
 * In the caller's transaction: a new token for the holder's inspection (replacing any earlier link) and
 * the mobile it goes to. The SMS itself is sent once this has committed (`deliverInspectionLink`).
 */
export async function issueInspectionLink(db: Database, input: IssueLinkInput): Promise<IssuedLink> {
  const row = await findOwnedPreInspection(db, input.holderId, input.preInspectionId, { lock: true });
  if (!row || row.isDeleted) throw preInspectionNotFound();
  if (row.assessmentStatus === 'SUBMITTED' || row.assessmentStatus === 'APPROVED') throw linkForDecided();
  if (row.assessmentStatus === 'CANCELLED') throw linkForCancelled();
  const { token, tokenHash } = newInspectionToken();
  const expiresAt = new Date(input.now.getTime() + INSPECTION_LINK_DAYS * DAY_MS);
  const staleChunks = await removeAllUploads(db, row.id);
  const updated = await updatePreInspection(db, row.id, {
    mobile: input.mobile,
    tokenHash,
    tokenExpiresAt: expiresAt,
    smsSentAt: input.now,
    updatedAt: input.now,
  });
  await appendEvent(db, {
    entityType: 'pre_inspection',
    entityId: row.id,
    type: 'inspection_link_sent',
    summary: 'Inspection link sent by SMS',
    data: { mobileEnding: mobileEnding(input.mobile), linkExpiresAt: expiresAt.toISOString() },
    actor: input.actor,
    at: input.now,
  });
  return {
    row: updated,
    token,
    mobile: input.mobile,
    claimNumber: await claimNumberOf(db, row),
    staleChunks,
    reply: {
      preInspectionId: row.id,
      mobileEnding: mobileEnding(input.mobile),
      linkExpiresAt: expiresAt.toISOString(),
    },
  };
}

/**
 * After the commit: texts the link (the notifier records it in the outbox) and drops the stale chunks. An
 * inspection an operator started at the desk (`startedBy`, their display name) is texted in their name.
 */
export async function deliverInspectionLink(
  deps: InspectionLinkDeps,
  issued: IssuedLink,
  requestOrigin: string,
  { startedBy }: { startedBy?: string } = {},
): Promise<void> {
  const link = inspectionLink(deps.publicAppUrl ?? requestOrigin, issued.token);
  await deps.notifier.sendSms({
    to: issued.mobile,
    text:
      startedBy && !issued.claimNumber
        ? onBehalfInspectionSms({
            operatorName: startedBy,
            make: issued.row.make,
            photoCount: INSPECTION_PHOTO_KINDS.length,
            link,
          })
        : inspectionSmsText(issued.row, link, issued.claimNumber),
  });
  await Promise.all(issued.staleChunks.map((key) => deps.blobStore.delete(key)));
}

/**
 * sendInspectionSms as a service: issues the link in its own transaction, then sends it. For the motor
 * module's own flows (the HTTP call runs `issueInspectionLink` inside its request's transaction).
 */
export async function sendInspectionLink(
  deps: InspectionLinkDeps & { db: Database },
  input: Omit<IssueLinkInput, 'now'> & { now?: Date; origin: string },
): Promise<SendInspectionSmsReply> {
  const issued = await deps.db.transaction((tx) =>
    issueInspectionLink(tx, { ...input, now: input.now ?? new Date() }),
  );
  await deliverInspectionLink(deps, issued, input.origin);
  return issued.reply;
}
