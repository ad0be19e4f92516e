/**
 * The schedule of a motor policy, registered with the documents module's schedule sources (a new PDF per
 * policy version): the insured vehicle, its scheme, use and driver, the premium with its loadings and
 * discounts, the excess of every claim type and what a claim needs.
 */
import { formatRand } from '@cover/domain';
import { declaredItemsText, MOTOR_LINE, type MotorQuote } from '@cover/domain/motor';
import type { ScheduleSource } from '../documents/schedule-sources.js';
import type { PolicyScheduleData } from '../documents/schedule/schedule-data.js';
import { addressLine, scheduleHolder } from '../documents/schedule/schedule-parts.js';
import { scheduleBase, scheduleHolderAndPayment } from '../documents/schedule/schedule-policy.js';
import type { MotorApplicationDetails } from './application-view.js';
import { MOTOR } from './line.js';
import { loadMotorPolicy } from './policy-view.js';
import { schemeLabel } from './schemes.js';

/** A fact for declared extras or enhancements, or none when none are declared. */
function declaredFacts(
  label: string,
  group: 'extras' | 'enhancements',
  declared: { items: string[]; totalValue: number },
): [string, string][] {
  const text = declaredItemsText(group, declared);
  return text ? [[label, text]] : [];
}

export const motorScheduleSource: ScheduleSource = {
  load: async (db, policy, now): Promise<PolicyScheduleData> => {
    const view = await loadMotorPolicy({ db, now }, policy);
    const { vehicle, excesses, permanentDriver } = view.module;
    const quote = policy.module as unknown as MotorQuote;
    const details = policy.details as unknown as MotorApplicationDetails;
    const { holder, payment } = await scheduleHolderAndPayment(db, policy);
    // a discount lowers the premium: it is written as a negative line, so the lines add up to the premium
    const adjustments = [
      ...quote.loadings,
      ...quote.discounts.map((line) => ({ ...line, amount: -line.amount })),
    ].filter((line) => line.amount !== 0);
    return {
      ...scheduleBase(policy),
      holder: scheduleHolder(holder, addressLine(details.billingAddress)),
      productTitle: vehicle.vehicle_type === 'motorcycle' ? 'Motorcycle cover' : 'Motor cover',
      line: MOTOR_LINE,
      productFacts: [
        ['Scheme', schemeLabel(view.module.scheme)],
        ['Vehicle', `${vehicle.make} ${vehicle.model} ${vehicle.manufacturingYear}`],
        ['Registration', vehicle.vehicle_reg_no],
        ['VIN', vehicle.vin],
        ['Use', view.module.vehicleUsedFor === 'business' ? 'Business' : 'Private'],
        [
          'Regular driver',
          permanentDriver.isPermanent ? 'The policy holder' : (permanentDriver.fullName ?? ''),
        ],
        ['Kept at night', addressLine(details.address.googleAddress) ?? details.address.address],
        ...declaredFacts('Extras', 'extras', view.module.extras),
        ...declaredFacts('Performance changes', 'enhancements', view.module.enhancements),
      ],
      covered: {
        heading: 'Insured vehicle',
        columns: [
          { header: 'Vehicle', width: 0.35 },
          { header: 'Registration', width: 0.2 },
          { header: 'Engine number', width: 0.2 },
          { header: 'Sum insured', width: 0.25, align: 'right' },
        ],
        rows: [
          [
            `${vehicle.make} ${vehicle.model} ${vehicle.manufacturingYear}, ${vehicle.colour}`,
            vehicle.vehicle_reg_no,
            vehicle.engineNo,
            formatRand(vehicle.insuredValue),
          ],
        ],
      },
      premiumLines: [
        { label: 'Motor cover', amount: quote.basePremium + quote.extrasPremium },
        ...adjustments.map((line) => ({ label: line.label, amount: line.amount })),
      ],
      payment,
      beneficiaries: null,
      lineTerms: [
        {
          heading: 'Excess on every claim',
          paragraphs: excesses.map((excess) => `${excess.label}: ${excess.description}.`),
        },
        {
          heading: 'Claims',
          paragraphs: [
            'Report a theft or hijacking to the SAPS at once and give us the case number; tell us of any claim within 48 hours, or say why it was later.',
            'Glass, accessories and accident damage are inspected before repair: we text you a link to photograph the damage. The excess is deducted from what is paid.',
          ],
        },
      ],
      term: MOTOR.term,
    };
  },
};
