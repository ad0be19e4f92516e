/** The policy documents use case behind every path family: a policy's schedules as data URLs. */
import type { DocumentFile } from '@cover/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { getPolicyForPrincipal } from '../insurance-core/ownership.js';
import { listPolicyVersionDocuments } from './repo.js';
import { ensurePolicySchedule, type DocumentsDeps } from './schedules.js';
import { dataUrl, readDocumentBytes } from './store.js';

/**
 * How the latest schedule is named: 'current' while the policy is in force; once it has ended or lapsed, the
 * schedule still shows it as it stood (Active, its next billing date), so it is named the last issued (QA walk
 * 11 no. 6).
 */
export function latestScheduleNote(status: string): string {
  if (status === 'CANCELLED') return 'the last issued: this policy has ended';
  if (status === 'LAPSED') return 'the last issued: this policy has lapsed';
  return 'current';
}

/** policy/getDocument, employee documents: the schedule of every version (current first) as PDF data URLs. */
export async function getPolicyDocuments(
  deps: DocumentsDeps,
  principal: Principal,
  policyId: string,
  line: string,
): Promise<{ data: DocumentFile[] }> {
  const policy = await getPolicyForPrincipal(deps.db, principal, policyId, line);
  await ensurePolicySchedule(deps, policy);
  const rows = await listPolicyVersionDocuments(deps.db, policy.id);
  const data: DocumentFile[] = [];
  const latest = latestScheduleNote(policy.status);
  for (const row of rows) {
    const current = row.policyVersion === policy.version;
    data.push({
      fileName: row.fileName,
      url: dataUrl(row.contentType, await readDocumentBytes(deps.blobStore, row)),
      description: current ? `${row.description} (${latest})` : row.description,
    });
  }
  return { data };
}
