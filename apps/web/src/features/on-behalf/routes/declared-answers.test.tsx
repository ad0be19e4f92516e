import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { motorApplication } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { REVIEW, TOKEN, renderAccept, review } from '../testing/accept-fixtures';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/employee/accept: what was declared for the employee, in their own words', () => {
  it('shows every answer in cards, the premium and the excess, links the terms, and speaks to “you”', async () => {
    const application = motorApplication();
    const declared = review({
      application: {
        ...application,
        module: {
          ...application.module,
          permanentDriver: { isPermanent: false, fullName: 'Sipho Mokoena' },
          motorVehicleFinance: {
            isPayingCarLoan: true,
            creditProvider: 'WesBank',
            optForTelkomCreditLife: false,
          },
          quote: {
            ...application.module.quote,
            extrasPremium: 2_500,
            discounts: [
              { code: 'NO_CLAIMS', label: 'No claims for 5 years', percentage: -10, amount: -9_800 },
            ],
            module: {
              ...application.module.quote.module,
              previousInsurance: {
                yearsOfCarInsurance: 5,
                numberOfClaims: 1,
                insuranceCancelled: true,
                reasonForCancellation: 'Premiums not paid in 2019',
                drunkOrRecklessConviction: false,
              },
              vehicleExtras: { items: ['mag_wheels', 'sound_system'], totalValue: 1_500_000 },
              finance: { payingOffLoan: true, personFinancing: 'Thabo Mokoena' },
            },
          },
        },
      },
      actions: [
        ...review().actions,
        {
          at: '2026-11-20T10:00:00.000Z',
          actor: 'operator',
          by: 'Demo Assessor (Telkom Cover)',
          type: 'application.note',
          summary: 'The vehicle’s inspection was approved',
          changes: {},
        },
        {
          at: '2026-11-20T11:00:00.000Z',
          actor: 'employee',
          by: 'You',
          type: 'on_behalf.viewed',
          summary: 'You opened the link',
          changes: {},
        },
      ],
    });
    mockFetch({ [REVIEW]: () => json(200, declared) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    const fact = async (card: string, label: string) => {
      const region = await screen.findByRole('region', { name: card });
      const term = within(region).getByText(label, { selector: 'dt' });
      return term.nextElementSibling?.textContent;
    };
    expect(await fact('Your vehicle', 'Engine number')).toBe('2NR1234567');
    expect(await fact('Your vehicle', 'Odometer')).toBe('48\u00a0000 km');
    expect(await fact('Your vehicle', 'First registered')).toBe('March 2022');
    expect(await fact('Your vehicle', 'Value of the vehicle')).toMatch(/385\u00a0000,00 \(an estimate\)$/);
    expect(await fact('How you use it and where it is kept', 'Used for')).toMatch(/Private use/);
    expect(
      await fact('How you use it and where it is kept', 'Do you need this vehicle to do your job?'),
    ).toBe('Yes');
    expect(await fact('Driver and owner', 'Permanent driver')).toBe('Sipho Mokoena');
    expect(await fact('Driver and owner', 'Registered owner')).toBe('You');
    expect(await fact('Your insurance history', 'Has an insurer ever cancelled your insurance?')).toBe(
      'Yes: Premiums not paid in 2019',
    );
    // the question the operator was asked, and words that fit a motorcycle too (QA walk 13, finding 9)
    expect(await fact('Your insurance history', 'Claims in the last 3 years')).toBe('1');
    expect(await fact('Your insurance history', 'Years you had vehicle insurance without a break')).toMatch(
      /^\d+$/,
    );
    expect(screen.queryByText(/Claims in that time|car insurance/)).toBeNull();
    expect(await fact('Extras and enhancements', 'Extras fitted')).toBe('Mag wheels, Sound system');
    expect(await fact('Extras and enhancements', 'Performance enhancements')).toBe('None');
    expect(await fact('Finance', 'Credit provider (finance house)')).toBe('WesBank');
    expect(await fact('Finance', 'Who pays off the loan')).toBe('Thabo Mokoena');
    expect(await fact('Finance', 'Vehicle credit life')).toBe('No');
    const premium = screen.getByRole('region', { name: 'Your premium' });
    expect(
      within(premium).getByText(/Vehicle essential for the job: R\s147,00 more a month \(15%\)/),
    ).toBeVisible();
    expect(within(premium).getByText(/No claims for 5 years: R\s98,00 less a month \(10%\)/)).toBeVisible();
    const excess = screen.getByRole('region', { name: 'The excess you pay on every claim' });
    expect(within(excess).getByRole('table', { name: 'Excess per claim' })).toBeInTheDocument();
    expect(within(excess).getByText('Stolen')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Your acceptance' });
    expect(within(form).getByRole('link', { name: /what motor cover includes/ })).toHaveAttribute(
      'href',
      '/motor#motor-includes',
    );
    expect(within(form).getByRole('link', { name: /the disclosures/ })).toHaveAttribute(
      'href',
      '/disclosures#cooling-off',
    );

    const actions = screen.getByRole('region', { name: 'What was done and by whom' });
    expect(within(actions).getByText(/· Demo Assessor \(Telkom Cover\)$/)).toBeInTheDocument();
    expect(within(actions).getByText(/· You$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Employee You|Operator Demo|Operator Olivia|the employee/);
  });
});
