/** The policy documents use case behind every path family: a policy's schedules as data URLs. */
import type { DocumentFile } from '@cover/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { getPolicyForPrincipal } from '../insurance-core/ownership.js';
import { listPolicyVersionDocuments } from './repo.js';
import { ensurePolicySchedule, type DocumentsDeps } from './schedules.js';
import { dataUrl, readDocumentBytes } from './store.js';

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
  for (const row of rows) {
    const current = row.policyVersion === policy.version;
    data.push({
      fileName: row.fileName,
      url: dataUrl(row.contentType, await readDocumentBytes(deps.blobStore, row)),
      description: current ? `${row.description} (current)` : row.description,
    });
  }
  return { data };
}
