/** The schedule of a credit life policy: the finance it settles, the person responsible, the beneficiaries, the cap. */
import { formatRand } from '@cover/domain';
import type { ScheduleSource } from '../documents/schedule-sources.js';
import type { PolicyScheduleData } from '../documents/schedule/schedule-data.js';
import { scheduleBeneficiaries, scheduleHolder } from '../documents/schedule/schedule-parts.js';
import { scheduleBase, scheduleHolderAndPayment } from '../documents/schedule/schedule-policy.js';
import { toBeneficiaryView } from '../insurance-core/beneficiary-view.js';
import { listBeneficiaries } from '../insurance-core/members.js';
import type { CreditLifeLine } from './line.js';

/** The schedule of a credit life policy of `line`, titled e.g. 'Device credit life'. */
export const creditLifeScheduleSource = (line: CreditLifeLine, productTitle: string): ScheduleSource => ({
  load: async (db, policy): Promise<PolicyScheduleData> => {
    const data = line.dataOf(policy);
    const { holder, payment } = await scheduleHolderAndPayment(db, policy);
    const beneficiaries = (await listBeneficiaries(db, [policy.id])).map(toBeneficiaryView);
    const person = data.personResponsibleForFinancing;
    return {
      ...scheduleBase(policy),
      holder: scheduleHolder(holder, null),
      productTitle,
      line: line.key,
      productFacts: [
        ['Financed item', data.financedItem],
        ['Outstanding balance', formatRand(data.outstandingBalance)],
        ['Amount insured', formatRand(data.totalAmountInsured)],
      ],
      covered: {
        heading: 'Life covered',
        columns: [
          { header: 'Person responsible for the finance', width: 0.5 },
          { header: 'ID number', width: 0.25 },
          { header: 'Amount insured', width: 0.25, align: 'right' },
        ],
        rows: [
          [`${person.firstName} ${person.lastName}`, person.idNumber, formatRand(data.totalAmountInsured)],
        ],
      },
      premiumLines: [{ label: 'Credit life', amount: policy.monthlyPremium }],
      payment,
      beneficiaries: scheduleBeneficiaries(beneficiaries),
      lineTerms: [
        {
          heading: 'What is covered',
          paragraphs: [
            'The death or permanent disability of the person responsible for the finance settles the outstanding balance of the finance, up to the amount insured.',
            `The premium is never more than R4.50 per R1 000 of the outstanding balance a month (${formatRand(data.maximumMonthlyPremium)} for this balance), as the National Credit Act regulations require.`,
          ],
        },
      ],
      term: line.term,
    };
  },
});
