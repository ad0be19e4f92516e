/**
 * What the underwriter reads of an application beyond its own row: the credit life taken with a device or
 * motor application (QA walk 9, no. 9), with each premium and what the customer was quoted for both, and the
 * consents the application recorded; a credit life taken with another application records none of its own,
 * so its parent's are shown, named as given there (QA walk 9, no. 18).
 */
import {
  consentRecordSchema,
  type BackofficeApplicationDetail,
  type BackofficeLinkedCreditLife,
  type ConsentRecord,
} from '@cover/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import { linkedCoverOf, responsibleOf } from '../credit-life/linked-cover-view.js';
import { loadCreditLifeApplications } from '../credit-life/views.js';

const storedConsents = z.array(consentRecordSchema);

/** The consents an application's details hold (none when it holds none, or none readable). */
function consentsIn(row: Pick<ApplicationRow, 'details'>): ConsentRecord[] {
  const parsed = storedConsents.safeParse((row.details as { consents?: unknown } | null)?.consents);
  return parsed.success ? parsed.data : [];
}

const idIn = (row: ApplicationRow, key: 'creditLifeApplicationId' | 'linkedApplicationId') => {
  const value = (row.details as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : null;
};

/** Another application of the same holder (null when there is none). */
async function holdersApplication(db: Database, row: ApplicationRow, id: string) {
  const [found] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.policyHolderId, row.policyHolderId)));
  return found ?? null;
}

/**
 * The credit life application taken with `row` (a phone's or a vehicle's), as the underwriter reads it;
 * null without one or once it was taken off (archived). `holderIdNumber` tells whether the holder is the
 * person responsible for the finance; no ID number is shown.
 */
export async function linkedCreditLifeOf(
  db: Database,
  now: Date,
  row: ApplicationRow,
  holderIdNumber: string,
): Promise<BackofficeLinkedCreditLife | null> {
  const linkedId = idIn(row, 'creditLifeApplicationId');
  const linked = linkedId ? await holdersApplication(db, row, linkedId) : null;
  if (!linked || linked.status === 'ARCHIVED') return null;
  const [view] = await loadCreditLifeApplications({ db, now }, [linked]);
  if (!view) return null;
  const responsible = responsibleOf(view, holderIdNumber);
  return {
    ...linkedCoverOf(view, linked.monthlyPremium),
    applicationId: linked.id,
    status: linked.status,
    responsible: { theHolder: responsible.isHolder, name: responsible.name },
    totalMonthlyPremium: row.monthlyPremium + linked.monthlyPremium,
    // as closeLinkedCreditLife closes it: not issued, still pending or approved
    goesWithADecline: !linked.policyId && (linked.status === 'PENDING' || linked.status === 'APPROVED'),
  };
}

/**
 * The consents the application recorded; a linked credit life without its own shows its parent's, with
 * the parent named (`consentsGivenOn`). None yet: [].
 */
export async function recordedConsents(
  db: Database,
  row: ApplicationRow,
): Promise<Pick<BackofficeApplicationDetail, 'consents' | 'consentsGivenOn'>> {
  const own = consentsIn(row);
  const parentId = own.length === 0 ? idIn(row, 'linkedApplicationId') : null;
  const parent = parentId ? await holdersApplication(db, row, parentId) : null;
  const given = parent ? consentsIn(parent) : [];
  if (!parent || given.length === 0) return { consents: own, consentsGivenOn: null };
  return {
    consents: given,
    consentsGivenOn: {
      applicationId: parent.id,
      applicationNumber: parent.applicationNumber,
      acceptedAt: parent.declarationAcceptedAt?.toISOString() ?? null,
    },
  };
}
