/**
 * An application an operator made for an employee (an on_behalf_acceptances row) is accepted only on its
 * review page (/employee/accept, acceptOnBehalf): there the employee reads what the operator declared and who
 * did what, and may say "Something is wrong". The wizard's declaration of it refuses while it is not
 * accepted there (QA walk 13, finding 1).
 */
import { ON_BEHALF_MESSAGES } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { onBehalfAcceptances } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

export const ACCEPT_ON_REVIEW_PAGE = 'ACCEPT_ON_REVIEW_PAGE';

/** 409 for an application an operator made that the employee has not accepted on its review page. */
export async function refuseOperatorApplication(db: Database, applicationId: string): Promise<void> {
  const [row] = await db
    .select({ acceptedAt: onBehalfAcceptances.acceptedAt })
    .from(onBehalfAcceptances)
    .where(eq(onBehalfAcceptances.applicationId, applicationId));
  if (row && row.acceptedAt === null)
    throw new AppError(409, ACCEPT_ON_REVIEW_PAGE, ON_BEHALF_MESSAGES.acceptOnReviewPage);
}
