import type { FuneralQuoteInputDraft } from '@cover/domain/funeral';
import { motorQuoteInput } from '../../apps/server/src/modules/motor/testing/fixtures';

const today = new Date();
const yearsAgo = (years: number) => {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
};

/** A family quote: main member, spouse, two children (one studying) and a parent-in-law. */
export const FUNERAL_FAMILY: FuneralQuoteInputDraft = {
  coverOption: 'C',
  mainMember: { idNumber: '8001015009087' },
  spouse: { dateOfBirth: yearsAgo(40) },
  children: [{ dateOfBirth: yearsAgo(4) }, { dateOfBirth: yearsAgo(22), isStudying: true }],
  extendedFamily: [{ relationship: 'Parent in law', dateOfBirth: yearsAgo(70), coverageOption: 'E' }],
};

/** The public funeral calculator's input. */
export const FUNERAL_CALCULATOR = { coverOption: 'C', mainMemberAge: 45, spouseAge: 40, numberOfChildren: 2 };

/** The test suites' Corolla (clean record, private use), with mag wheels as extras. */
export const MOTOR_QUOTE = motorQuoteInput(null, {
  extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '15000.00', details: ['mag_wheels'] },
});

/** A listed phone with credit life on its outstanding balance. */
export const deviceQuote = (deviceId: string) => ({
  selectedDevice: deviceId,
  isOptedforCreditLife: true,
  outstandingBalance: 300_000,
});
