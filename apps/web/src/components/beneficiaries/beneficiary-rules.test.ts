import { describe, expect, it } from 'vitest';
import {
  beneficiaryTotal,
  canRemoveBeneficiary,
  checkBeneficiaryList,
  emptyBeneficiary,
  removeBeneficiary,
  restoreBeneficiary,
  totalSummary,
  type BeneficiaryDraft,
} from './beneficiary-rules';

const person = (firstName: string, percentage: number): BeneficiaryDraft => ({
  ...emptyBeneficiary(percentage),
  relation: 'child',
  firstName,
  lastName: 'Mokoena',
});

describe('beneficiary total rule', () => {
  it('sums the shares and describes what is left or too much', () => {
    const list = [person('Lerato', 60), person('Sipho', 20)];
    expect(beneficiaryTotal(list)).toBe(80);
    expect(totalSummary(list)).toBe('Total 80%: 20% left to allocate');
    expect(totalSummary([person('Lerato', 70), person('Sipho', 50)])).toBe('Total 120%: 20% too much');
    expect(totalSummary([person('Lerato', 100)])).toBe('Total 100%');
  });

  it('may be saved only when the total is exactly 100 and every beneficiary is valid', () => {
    expect(checkBeneficiaryList([person('Lerato', 60), person('Sipho', 40)]).ok).toBe(true);
    expect(checkBeneficiaryList([person('Lerato', 60), person('Sipho', 30)])).toEqual({
      ok: false,
      message: 'Beneficiary percentages must add up to 100%',
    });
    expect(checkBeneficiaryList([])).toEqual({ ok: false, message: 'Please add at least one beneficiary' });
    const unnamed = { ...person('', 100) };
    expect(checkBeneficiaryList([unnamed]).ok).toBe(false);
  });

  it('keeps the last beneficiary and leaves a removed share for the customer to give out', () => {
    expect(canRemoveBeneficiary([person('Lerato', 100)])).toBe(false);
    expect(() => removeBeneficiary([person('Lerato', 100)], 0)).toThrow(
      'The last beneficiary cannot be removed',
    );
    const after = removeBeneficiary([person('Lerato', 50), person('Sipho', 30), person('Anele', 20)], 0);
    expect(after.map((entry) => [entry.firstName, entry.percentage])).toEqual([
      ['Sipho', 30],
      ['Anele', 20],
    ]);
    expect(totalSummary(after)).toBe('Total 50%: 50% left to allocate');
  });

  it('puts a removed beneficiary back where they were', () => {
    const list = [person('Lerato', 50), person('Sipho', 30), person('Anele', 20)];
    const sipho = list[1] as BeneficiaryDraft;
    const restored = restoreBeneficiary(removeBeneficiary(list, 1), { entry: sipho, index: 1 });
    expect(restored.map((entry) => [entry.firstName, entry.percentage])).toEqual([
      ['Lerato', 50],
      ['Sipho', 30],
      ['Anele', 20],
    ]);
    // the list shortened meanwhile: at its end
    expect(restoreBeneficiary([person('Lerato', 50)], { entry: sipho, index: 2 }).at(-1)).toBe(sipho);
  });
});
