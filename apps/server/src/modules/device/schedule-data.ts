/**
 * The schedules of the device line's policies, registered with the documents module's schedule sources:
 * device cover (the insured phone, the excess of every claim type, what a claim needs) and device credit
 * life (the finance it settles, the person responsible, the beneficiaries, the premium cap).
 */
import { COOLING_OFF_DAYS, formatRand, GRACE_PERIOD_DAYS, saDay, statusDisplayValue } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_LINE, DEVICE_LINE } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policyHolders, type PolicyRow } from '../../db/schema/index.js';
import type { ScheduleSource } from '../documents/schedule-sources.js';
import type { PolicyScheduleData } from '../documents/schedule/schedule-data.js';
import {
  addressLine,
  packageLabel,
  scheduleBeneficiaries,
  scheduleHolder,
  schedulePayment,
} from '../documents/schedule/schedule-parts.js';
import { listBeneficiaries } from '../insurance-core/members.js';
import { findPaymentMethod, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { toPolicyHolder } from '../policy-holders/service.js';
import { toBeneficiaryView } from '../insurance-core/beneficiary-view.js';
import { DEVICE, DEVICE_CREDIT_LIFE, lineDataOfCreditLife } from './line.js';
import { loadDevicePolicy } from './policy-view.js';

async function shared(db: Database, policy: PolicyRow) {
  const [holderRow] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, policy.policyHolderId));
  if (!holderRow) throw new Error(`policy ${policy.id} has no holder`);
  const method = await findPaymentMethod(db, policy.paymentMethodId);
  return {
    holder: toPolicyHolder(holderRow),
    payment: schedulePayment(method ? toPaymentDetails(method) : null),
  };
}

const base = (policy: PolicyRow) => ({
  policyId: policy.id,
  policyNumber: policy.policyNumber,
  version: policy.version,
  issuedOn: saDay(policy.updatedAt),
  packageName: packageLabel(policy.packageName),
  startDate: policy.startDate,
  status: statusDisplayValue(policy.status),
  monthlyPremium: policy.monthlyPremium,
  billingDay: policy.billingDay,
  nextBillingDate: policy.nextBillingDate,
  coolingOffEndsOn: policy.coolingOffEndsOn,
  gracePeriodDays: GRACE_PERIOD_DAYS,
  rateTableVersion: policy.rateTableVersion,
});

export const deviceScheduleSource: ScheduleSource = {
  load: async (db, policy, now): Promise<PolicyScheduleData> => {
    const view = await loadDevicePolicy({ db, now }, policy);
    const { device, excesses, billingAddress } = view.module;
    const { holder, payment } = await shared(db, policy);
    return {
      ...base(policy),
      holder: scheduleHolder(holder, addressLine(billingAddress)),
      productTitle: 'Device cover',
      line: DEVICE_LINE,
      productFacts: [
        ['Phone', `${device.brand} ${device.model}${device.storageGb ? ` ${device.storageGb} GB` : ''}`],
        ['IMEI', device.imei],
        ['Replacement cost', formatRand(device.replacementCost)],
        ['On contract', device.isOnContract ? 'Yes' : 'No'],
      ],
      covered: {
        heading: 'Insured phone',
        columns: [
          { header: 'Phone', width: 0.4 },
          { header: 'IMEI', width: 0.25 },
          { header: 'Colour', width: 0.15 },
          { header: 'Replacement cost', width: 0.2, align: 'right' },
        ],
        rows: [
          [
            device.description.replace(/ \(IMEI.*\)$/, ''),
            device.imei,
            device.colour,
            formatRand(device.replacementCost),
          ],
        ],
      },
      premiumLines: [{ label: 'Device cover', amount: policy.monthlyPremium }],
      payment,
      beneficiaries: [],
      lineTerms: [
        {
          heading: 'Excess on every claim',
          paragraphs: excesses.map(
            (excess) =>
              `${excess.label}: ${excess.percentage}% of the replacement cost, at least ${formatRand(excess.minimum)}; ${formatRand(excess.amount)} on this phone.`,
          ),
        },
        {
          heading: 'Claims',
          paragraphs: [
            'Damage to the screen, the hardware or the software: send photos of the damage and a repair quote. A lost or stolen phone: report it to the SAPS within 48 hours and send the case number and a sworn affidavit.',
            'One claim on the phone is dealt with at a time. The excess is deducted from what is paid.',
          ],
        },
      ],
      coolingOffDays: COOLING_OFF_DAYS[DEVICE.term],
    };
  },
};

export const creditLifeScheduleSource: ScheduleSource = {
  load: async (db, policy): Promise<PolicyScheduleData> => {
    const data = lineDataOfCreditLife(policy);
    const { holder, payment } = await shared(db, policy);
    const beneficiaries = (await listBeneficiaries(db, [policy.id])).map(toBeneficiaryView);
    const person = data.personResponsibleForFinancing;
    return {
      ...base(policy),
      holder: scheduleHolder(holder, null),
      productTitle: 'Device credit life',
      line: DEVICE_CREDIT_LIFE_LINE,
      productFacts: [
        ['Financed phone', data.financedItem],
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
            'The death or permanent disability of the person responsible for the finance settles the outstanding balance of the finance on the phone, up to the amount insured.',
            `The premium is never more than R4.50 per R1 000 of the outstanding balance a month (${formatRand(data.maximumMonthlyPremium)} for this balance), as the National Credit Act regulations require.`,
          ],
        },
      ],
      coolingOffDays: COOLING_OFF_DAYS[DEVICE_CREDIT_LIFE.term],
    };
  },
};
