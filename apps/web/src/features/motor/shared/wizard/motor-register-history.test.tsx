import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { saIdCheckDigit } from '@cover/domain';
import { yearsOfCarInsuranceMessage } from '@cover/domain/motor';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { draftOf, prepareDraft, READY } from './testing/purchase-fixtures';
import { profile, renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const YEARS = /^years of uninterrupted motor insurance/i;
const TOO_MANY = 'Please choose at most 16 years: motor insurance counts from the age of 18.';

/** An SA ID number of someone who turned 34 a month ago (at most 16 years of motor insurance). */
function idAged34(): string {
  const born = new Date();
  born.setMonth(born.getMonth() - 1, 1);
  born.setFullYear(born.getFullYear() - 34);
  const yymmdd = [born.getFullYear() % 100, born.getMonth() + 1, born.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  return `${yymmdd}500908${saIdCheckDigit(`${yymmdd}500908`)}`;
}

/** The history step of a draft whose first two steps are done, with `years` of insurance held. */
const atHistory = (years: number | null) =>
  renderWizard((store) =>
    prepareDraft(
      store,
      {
        ...READY,
        previousInsuranceDetails: { ...READY.previousInsuranceDetails, totalConsecutiveYears: years },
      },
      2,
    ),
  );

const offeredYears = () =>
  Array.from(screen.getByRole('combobox', { name: YEARS }).querySelectorAll('option')).map(
    (option) => option.textContent,
  );

describe('motor registration wizard: years of motor insurance against the holder’s age (QA ops 10)', () => {
  it('offers a 34-year-old holder None to 16 years', async () => {
    mockFetch({
      'GET /api/retail/user/getAdminUser': () => json(200, profile({ userName: idAged34() })),
    });
    await atHistory(null);
    await screen.findByRole('form', { name: 'History and extras' });
    await waitFor(() => expect(offeredYears()).toHaveLength(18));
    expect(offeredYears()).toEqual([
      'Choose the years',
      'None',
      '1 year',
      ...Array.from({ length: 15 }, (_, index) => `${index + 2} years`),
    ]);
  }, 40_000);

  it('offers 0 to 50 years while the holder’s age is not known', async () => {
    mockFetch({ 'GET /api/retail/user/getAdminUser': () => json(200, profile({ userName: 'thabo' })) });
    await atHistory(null);
    await screen.findByRole('form', { name: 'History and extras' });
    expect(offeredYears()).toHaveLength(52);
    expect(offeredYears().at(-1)).toBe('50 years');
  }, 40_000);

  it('tells a draft holding 30 years for a 34-year-old on leaving the field and on Continue, before any quote', async () => {
    const api = mockFetch({
      'GET /api/retail/user/getAdminUser': () => json(200, profile({ userName: idAged34() })),
    });
    const wizard = await atHistory(30);
    await screen.findByRole('form', { name: 'History and extras' });
    const years = screen.getByRole('combobox', { name: YEARS });
    await waitFor(() => expect(offeredYears()).toHaveLength(19));
    expect(years).toHaveValue('30');
    expect(yearsOfCarInsuranceMessage(16)).toBe(TOO_MANY);

    years.focus();
    await wizard.user.tab();
    expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
    expect(years).toHaveAttribute('aria-invalid', 'true');

    await wizard.user.click(screen.getByRole('button', { name: /quote/i }));
    expect(draftOf(wizard.store).activeStep).toBe(3);
    expect(screen.getByText(TOO_MANY)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await wizard.user.selectOptions(years, '16 years');
    await waitFor(() => expect(screen.queryByText(TOO_MANY)).not.toBeInTheDocument());
    expect(draftOf(wizard.store).values.previousInsuranceDetails.totalConsecutiveYears).toBe(16);
  }, 40_000);
});
