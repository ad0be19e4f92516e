/**
 * Issuing an approved credit life application: its covered life is the person responsible for the finance
 * (covered for the amount insured), its beneficiaries as given, its facts the finance and the policy it
 * was sold with.
 */
import { parseSaIdNumber, type CreditLifeDetails, type CreditLifeQuote } from '@cover/domain';
import type { ApplicationRow, PolicyRow } from '../../db/schema/index.js';
import { issuePolicy } from '../insurance-core/issue.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';

/** Who issues: a caller, or the back office (no principal, its own actor). */
export type CreditLifeIssueContext = Pick<LineCallContext, 'db' | 'now' | 'changes' | 'principal'> & {
  agent?: LineCallContext['agent'];
  actor?: string;
};
import type { CreditLifeLine } from './line.js';

export interface CreditLifeIssue {
  line: CreditLifeLine;
  approved: ApplicationRow;
  details: Pick<
    CreditLifeDetails,
    'personResponsibleForFinancing' | 'beneficiariesDetails' | 'issuedPercentage'
  >;
  startDate: string;
  financedItem: string;
  linkedPolicyId: string | null;
}

export async function issueCreditLifePolicy(
  ctx: CreditLifeIssueContext,
  issue: CreditLifeIssue,
): Promise<PolicyRow> {
  const person = issue.details.personResponsibleForFinancing;
  const parsed = parseSaIdNumber(person.idNumber, ctx.now);
  const quote = issue.approved.quote as unknown as CreditLifeQuote;
  return issuePolicy(
    ctx.db,
    {
      line: issue.line,
      application: issue.approved,
      startDate: issue.startDate,
      lineData: {
        financedItem: issue.financedItem,
        linkedPolicyId: issue.linkedPolicyId,
        outstandingBalance: quote.outstandingBalance,
        totalAmountInsured: quote.totalAmountInsured,
        maximumMonthlyPremium: quote.maximumMonthlyPremium,
        issuedPercentage: issue.details.issuedPercentage,
        personResponsibleForFinancing: person,
      },
      module: { ...quote },
      details: {},
      members: [
        {
          role: 'main',
          firstName: person.firstName,
          lastName: person.lastName,
          idNumber: person.idNumber,
          dateOfBirth: parsed.valid ? parsed.dateOfBirth : issue.startDate,
          relation: null,
          coverageOption: 'credit_life',
          isStudying: false,
          isDisabled: false,
          coverAmount: quote.totalAmountInsured,
          accidentalCoverAmount: quote.totalAmountInsured,
          premium: quote.creditLifeMonthlyPremium,
          age: parsed.valid ? parsed.age : 0,
        },
      ],
      beneficiaries: issue.details.beneficiariesDetails,
      now: ctx.now,
      actor: ctx.actor ?? actorOf(ctx as LineCallContext),
    },
    ctx.changes,
  );
}
