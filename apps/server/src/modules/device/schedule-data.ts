/**
 * The schedule of a device policy, registered with the documents module's schedule sources: the insured
 * phone, the excess of every claim type and what a claim needs (credit life has its own, credit-life/).
 */
import { formatRand } from '@cover/domain';
import { DEVICE_LINE, phoneName } from '@cover/domain/device';
import type { ScheduleSource } from '../documents/schedule-sources.js';
import type { PolicyScheduleData } from '../documents/schedule/schedule-data.js';
import { addressLine, scheduleHolder } from '../documents/schedule/schedule-parts.js';
import { scheduleBase, scheduleHolderAndPayment } from '../documents/schedule/schedule-policy.js';
import { DEVICE } from './line.js';
import { loadDevicePolicy } from './policy-view.js';

export const deviceScheduleSource: ScheduleSource = {
  load: async (db, policy, now): Promise<PolicyScheduleData> => {
    const view = await loadDevicePolicy({ db, now }, policy);
    const { device, excesses, billingAddress } = view.module;
    const { holder, payment } = await scheduleHolderAndPayment(db, policy);
    return {
      ...scheduleBase(policy),
      holder: scheduleHolder(holder, addressLine(billingAddress)),
      productTitle: 'Device cover',
      line: DEVICE_LINE,
      productFacts: [
        ['Phone', phoneName(device)],
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
      beneficiaries: null,
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
      term: DEVICE.term,
    };
  },
};
