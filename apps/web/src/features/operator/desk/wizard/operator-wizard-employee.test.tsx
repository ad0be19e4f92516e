import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  OPERATOR_DESK_MESSAGES,
  OPERATOR_DESK_PATHS,
  THE_EMPLOYEE_RESPONSIBLE,
  yearsOfCarInsuranceMessage,
} from '@cover/domain/motor';
import { emptyBeneficiary } from '../../../../components/beneficiaries/beneficiary-rules';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { emptyMotorCreditLife } from '../../../motor/shared/wizard/credit-life-draft';
import {
  APPLICATION_ID,
  READY,
  draftOf,
  motorQuotePackage,
  prepareDraft,
} from '../../../motor/shared/wizard/testing/purchase-fixtures';
import { OPERATOR_SESSION, operatorApplication } from '../testing/desk-fixtures';
import { DESK_VALUES, renderDeskWizard, withInspection, withQuote } from '../testing/desk-wizard';

afterEach(() => vi.unstubAllGlobals());

const desk = OPERATOR_DESK_PATHS;
const FINANCED = {
  isPayingCarLoan: true,
  creditProvider: 'WesBank',
  responsiblePerson: 'Thabo Mokoena',
  optForTelkomCreditLife: true,
};
/** Credit life with the employee ("Thabo") as the person responsible: their names only, no ID number. */
const employeeResponsible = {
  ...emptyMotorCreditLife(),
  outstandingBalance: 30_000_000,
  addtionalPercentage: 10,
  responsible: 'me' as const,
  personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: '' },
  beneficiariesDetails: [
    { ...emptyBeneficiary(100), relation: 'spouse', firstName: 'Lerato', lastName: 'Mokoena' },
  ],
};
const financed = { ...DESK_VALUES, motorVehicleFinance: FINANCED, creditLifeDetails: employeeResponsible };
const creditLifeQuote = { suggestedPremium: 135_000, basePremium: 126_000 };
const QUOTE_ROUTES = {
  [`POST ${desk.getVehicleCreditLifeQuote.path}`]: () =>
    json(201, { ...creditLifeQuote, quotePackageId: 'q-cl', sumAssured: 33_000_000 }),
  [`POST ${desk.getVehicleQuote.path}`]: () => json(201, motorQuotePackage()),
};

describe('the employee as the person responsible for the finance at the desk', () => {
  it('says “the employee” instead of asking their names and ID number, and goes on without it', async () => {
    const api = mockFetch({ ...OPERATOR_SESSION, ...QUOTE_ROUTES });
    const { user, store } = await renderDeskWizard((s) =>
      prepareDraft(
        s,
        {
          ...financed,
          creditLifeDetails: {
            ...employeeResponsible,
            responsible: 'other',
            personResponsibleForFinancing: { firstName: '', lastName: '', idNumber: '' },
          },
        },
        2,
      ),
    );
    const who = await screen.findByRole('radiogroup', { name: 'Who is responsible for the finance?' });
    expect(screen.getByLabelText(/^SA ID number/)).toBeInTheDocument();
    await user.click(within(who).getByRole('radio', { name: 'Thabo' }));

    const note = screen.getByTestId('responsible-on-file');
    expect(note).toHaveTextContent('The employee, Thabo Mokoena');
    expect(note).toHaveTextContent(/ID number from the employee roster/);
    expect(screen.queryByLabelText(/^SA ID number/)).toBeNull();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'See the quote' }));
    await waitFor(() => expect(draftOf(store).activeStep).toBe(4));
    expect(screen.queryByText(/ID number/)).toBeNull();
    expect(api.callsTo('POST', desk.getVehicleQuote.path)).toHaveLength(1);

    // another person is named in full, ID number and all
    await user.click(screen.getByRole('button', { name: /^Back/ }));
    const again = await screen.findByRole('radiogroup', { name: 'Who is responsible for the finance?' });
    await user.click(within(again).getByRole('radio', { name: 'Another person' }));
    expect(screen.getByLabelText(/^SA ID number/)).toHaveValue('');
    expect(screen.queryByTestId('responsible-on-file')).toBeNull();
  }, 40_000);

  it('names the employee in the summary and sends { theEmployee: true }, never an ID number', async () => {
    const api = mockFetch({
      ...OPERATOR_SESSION,
      ...QUOTE_ROUTES,
      [`POST ${desk.registerVehicle.path}`]: () =>
        json(201, { application: operatorApplication(), message: OPERATOR_DESK_MESSAGES.vehicleRegistered }),
      [`GET ${desk.getApplicationbyApplicationId.path}`]: () => json(200, operatorApplication()),
    });
    const uploads: FakeUpload[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
    const { user } = await renderDeskWizard((s) => {
      prepareDraft(s, { ...financed, paymentMethod: 'deduct_from_salary' }, 6);
      withQuote(s, financed);
      withInspection(s);
    });
    const form = within(await screen.findByRole('form', { name: 'Documents and sending' }));
    expect(form.getByText('Responsible for the finance').nextSibling).toHaveTextContent(
      'The employee (Thabo Mokoena)',
    );
    await form.findByText(/R\s?1[\s ]?350[.,]00/, {}, { timeout: 3000 });
    await user.click(form.getByRole('checkbox'));
    for (const label of [/driver’s licence/i, /finance agreement/i])
      await user.upload(
        form.getByLabelText(label),
        new File(['%PDF-1.4 document'], 'document.pdf', { type: 'application/pdf' }),
      );
    await user.click(screen.getByRole('button', { name: 'Send to the employee for acceptance' }));
    await waitFor(() => expect(api.callsTo('POST', desk.registerVehicle.path)).toHaveLength(1));
    const body = api.callsTo('POST', desk.registerVehicle.path)[0]?.body as {
      creditLifeDetails: Record<string, unknown>;
    };
    expect(body.creditLifeDetails.personResponsibleForFinancing).toEqual(THE_EMPLOYEE_RESPONSIBLE);
    expect(JSON.stringify(body)).not.toMatch(/idNumber/);
    await waitFor(() => expect(uploads.length).toBeGreaterThan(0));
    act(() => uploads[0]?.finish(201, operatorApplication({ documentsOutstanding: [] })));
    expect(uploads[0]?.fields).toMatchObject({ applicationId: APPLICATION_ID });
  }, 40_000);
});

const YEARS = /^years of uninterrupted motor insurance/i;
const offeredYears = () =>
  Array.from(screen.getByRole('combobox', { name: YEARS }).querySelectorAll('option')).map(
    (option) => option.textContent,
  );
const atHistory = (years: number | null) => (s: Parameters<typeof prepareDraft>[0]) =>
  prepareDraft(
    s,
    {
      ...DESK_VALUES,
      previousInsuranceDetails: { ...READY.previousInsuranceDetails, totalConsecutiveYears: years },
    },
    2,
  );

describe('years of motor insurance at the desk: what the employee’s age allows (QA ops 10)', () => {
  it('offers None to the most years the holder view carries', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    await renderDeskWizard(atHistory(null), { mostInsuranceYears: 16 });
    await screen.findByRole('form', { name: 'History and extras' });
    expect(offeredYears()).toEqual([
      'Choose the years',
      'None',
      '1 year',
      ...Array.from({ length: 15 }, (_, index) => `${index + 2} years`),
    ]);
  }, 40_000);

  it('offers 0 to 50 years when the holder view does not know (a copy saved before it was told)', async () => {
    mockFetch({ ...OPERATOR_SESSION });
    await renderDeskWizard(atHistory(null), { mostInsuranceYears: null });
    await screen.findByRole('form', { name: 'History and extras' });
    expect(offeredYears()).toHaveLength(52);
    expect(offeredYears().at(-1)).toBe('50 years');
  }, 40_000);

  it('tells a draft holding more at the field, on leaving it and on going on, before any quote', async () => {
    const api = mockFetch({ ...OPERATOR_SESSION, ...QUOTE_ROUTES });
    const { user, store } = await renderDeskWizard(atHistory(30), { mostInsuranceYears: 16 });
    await screen.findByRole('form', { name: 'History and extras' });
    const years = screen.getByRole('combobox', { name: YEARS });
    expect(years).toHaveValue('30');
    years.focus();
    await user.tab();
    expect(await screen.findByText(yearsOfCarInsuranceMessage(16))).toBeInTheDocument();
    expect(years).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'See the quote' }));
    expect(draftOf(store).activeStep).toBe(3);
    expect(api.callsTo('POST', desk.getVehicleQuote.path)).toHaveLength(0);

    await user.selectOptions(years, '16 years');
    await waitFor(() => expect(screen.queryByText(yearsOfCarInsuranceMessage(16))).toBeNull());
    expect(draftOf(store).values.previousInsuranceDetails.totalConsecutiveYears).toBe(16);
  }, 40_000);
});
