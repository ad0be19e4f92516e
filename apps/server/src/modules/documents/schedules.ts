/**
 * Policy schedules: one PDF per policy version, generated when a version is announced (onPolicyVersionChanged)
 * and lazily when a schedule is asked for and missing. Stored like any document (blob + row).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, type DocumentRow, type PolicyRow } from '../../db/schema/index.js';
import type { BlobStore } from '../../platform/blob-store/index.js';
import { onPolicyVersionChanged } from '../insurance-core/version-events.js';
import { findPolicyVersionDocument, insertPolicyVersionDocument, POLICY_SCHEDULE_KIND } from './repo.js';
import { renderPolicySchedulePdf } from './schedule/render-schedule.js';
import type { PolicyScheduleData } from './schedule/schedule-data.js';
import type { ScheduleSources } from './schedule-sources.js';
import { withStoredFiles } from './store.js';

export interface DocumentsDeps {
  db: Database;
  blobStore: BlobStore;
  now: () => Date;
  /** reports a blob that could not be removed after a failed write */
  onCleanupError: (error: unknown) => void;
  /** each line's schedule content */
  scheduleSources: ScheduleSources;
}

export const scheduleFileName = (policyNumber: string, version: number) =>
  `Policy schedule ${policyNumber} v${version}.pdf`;

/** The display data of the policy's current version, from its line's schedule source. */
export async function loadScheduleData(
  deps: Pick<DocumentsDeps, 'db' | 'scheduleSources'>,
  policy: PolicyRow,
  now: Date,
): Promise<PolicyScheduleData> {
  const source = deps.scheduleSources.of(policy.line);
  if (!source) throw new Error(`The ${policy.line} line has no schedule source`);
  return source.load(deps.db, policy, now);
}

/** The schedule of the policy's current version, generating and storing it if it does not exist yet. */
export async function ensurePolicySchedule(deps: DocumentsDeps, policy: PolicyRow): Promise<DocumentRow> {
  const existing = await findPolicyVersionDocument(deps.db, policy.id, POLICY_SCHEDULE_KIND, policy.version);
  if (existing) return existing;
  const now = deps.now();
  const pdf = await renderPolicySchedulePdf(await loadScheduleData(deps, policy, now));
  return withStoredFiles(
    deps.blobStore,
    [{ bytes: pdf, contentType: 'application/pdf' }],
    async ([stored]) => {
      if (!stored) throw new Error('the schedule was not stored');
      const inserted = await insertPolicyVersionDocument(deps.db, {
        line: policy.line,
        policyHolderId: policy.policyHolderId,
        policyId: policy.id,
        kind: POLICY_SCHEDULE_KIND,
        fileName: scheduleFileName(policy.policyNumber, policy.version),
        description: `Policy schedule, version ${policy.version}`,
        policyVersion: policy.version,
        createdBy: 'system',
        createdAt: now,
        ...stored,
      });
      if (inserted) return { result: inserted, keepBlobs: true };
      // Generated concurrently by another request: keep theirs, drop ours.
      const winner = await findPolicyVersionDocument(
        deps.db,
        policy.id,
        POLICY_SCHEDULE_KIND,
        policy.version,
      );
      if (!winner) throw new Error('the schedule vanished');
      return { result: winner, keepBlobs: false };
    },
    deps.onCleanupError,
  );
}

/**
 * Generates the schedule of every new policy version of this app's database. Returns the unsubscribe function
 * (call it when the app closes).
 */
export function subscribeScheduleGeneration(deps: DocumentsDeps): () => void {
  return onPolicyVersionChanged(async (change) => {
    if (change.db !== deps.db) return;
    const [policy] = await deps.db.select().from(policies).where(eq(policies.id, change.policyId));
    if (!policy || policy.version !== change.version || !deps.scheduleSources.of(policy.line)) return;
    await ensurePolicySchedule(deps, policy);
  });
}
