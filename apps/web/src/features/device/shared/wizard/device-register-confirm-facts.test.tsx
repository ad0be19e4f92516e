import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BANKING_READY } from '../../../../components/policies/test-records';
import { atConfirm } from '../testing/at-confirm';

afterEach(() => vi.unstubAllGlobals());

const beneficiary = (firstName: string, percentage: number) => ({
  key: firstName,
  relation: 'spouse',
  firstName,
  lastName: 'Mokoena',
  idNumber: '',
  email: '',
  mobile: '',
  alternateMobile: '',
  percentage,
});

/** The "Your details" list of the Confirm step, as "label: value" lines. */
const detailsText = async () => {
  const section = await screen.findByRole('region', { name: 'Your details' });
  return section.textContent ?? '';
};

describe('device registration wizard: what the Confirm step repeats before cover is taken (QA walk 11)', () => {
  it('names the first debit order, its amount and day (the billing day on or after the start)', async () => {
    const { wizard } = atConfirm({
      effectiveDate: '2026-12-10',
      bankAccount: { ...BANKING_READY.bankAccount, debitOrderDate: 25 },
    });
    await wizard;
    expect(await detailsText()).toMatch(/First debit orderR\s?89[,.]00 on 25 December 2026/);
  });

  it('lists the credit life beneficiaries with their shares', async () => {
    const { wizard } = atConfirm({
      isOptedforCreditLife: true,
      creditLife: {
        outstandingBalance: 300_000,
        responsible: 'me',
        personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: '' },
        beneficiariesDetails: [beneficiary('Lerato', 60), beneficiary('Kabelo', 40)],
        issuedPercentage: 0,
        addAnotherBeneficiary: false,
      },
    });
    await wizard;
    expect(await detailsText()).toContain(
      'Credit life beneficiariesLerato Mokoena (60%), Kabelo Mokoena (40%)',
    );
  });

  it('names no first debit order when the salary pays', async () => {
    const { wizard } = atConfirm({ paymentMethod: 'deduct_from_salary' }, 'employee');
    await wizard;
    expect(await detailsText()).not.toContain('First debit order');
  });

  it('says before confirming that an underwriter will look at a phone insured for more than R 45 000 (QA walk 16)', async () => {
    const { wizard } = atConfirm({}, 'retail', { replacementCost: 4_900_000 });
    await wizard;
    expect(await screen.findByTestId('underwriter-notice')).toHaveTextContent(
      'An underwriter will look at this application before cover starts, because the phone is insured for more than R 45 000,00. We will let you know what they decide.',
    );
  });

  it('says nothing of an underwriter for a phone within the limit', async () => {
    const { wizard } = atConfirm();
    await wizard;
    await screen.findByRole('region', { name: 'Your details' });
    expect(screen.queryByTestId('underwriter-notice')).toBeNull();
  });
});
