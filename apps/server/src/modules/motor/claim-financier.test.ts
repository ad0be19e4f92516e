import { describe, expect, it } from 'vitest';
import { vehicleFinanceOf } from './claim-financier.js';

const financed = { isPayingCarLoan: true, creditProvider: 'WesBank' };
const quoted = (payingOffLoan: boolean) => ({
  module: { finance: { payingOffLoan, personFinancing: null } },
});

describe('vehicleFinanceOf: the loan on a motor policy’s vehicle, as the policy holds it now', () => {
  it.each([
    [
      'financed at the application, still paying',
      quoted(true),
      financed,
      { payingOffLoan: true, creditProvider: 'WesBank' },
    ],
    [
      'edited since to no loan: no credit provider is paid first any more',
      quoted(false),
      financed,
      { payingOffLoan: false, creditProvider: null },
    ],
    [
      'edited since to paying off a loan, its provider never given',
      quoted(true),
      { isPayingCarLoan: false },
      { payingOffLoan: true, creditProvider: null },
    ],
    [
      'never financed',
      quoted(false),
      { isPayingCarLoan: false },
      { payingOffLoan: false, creditProvider: null },
    ],
    [
      'a provider of blanks',
      quoted(true),
      { isPayingCarLoan: true, creditProvider: '  ' },
      { payingOffLoan: true, creditProvider: null },
    ],
    [
      'a policy stored before its quote kept the finance',
      {},
      financed,
      { payingOffLoan: true, creditProvider: 'WesBank' },
    ],
  ])('%s', (_, module, finance, expected) => {
    expect(vehicleFinanceOf({ module, details: { motorVehicleFinance: finance } })).toEqual(expected);
  });
});
