import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../../../../app/providers';
import { createAppStore, type AppStore } from '../../../../app/store';
import { sessionActions } from '../../../../lib/identity';
import { mockFetch } from '../../../../test/mock-fetch';
import { funeralQuoteActions, initialStep3 } from '../state/funeral-quote-slice';
import type { CalculatorChoices } from '../state/wizard-types';
import { FuneralWizardPage } from './funeral-wizard-page';
import { stepToFix } from './step-quote';

afterEach(() => vi.unstubAllGlobals());

/** The wizard on a store prepared first (as a draft restored from an earlier visit). */
function renderWizard(prepare: (store: AppStore) => void, ui: ReactElement = <FuneralWizardPage />) {
  const app = createAppStore();
  prepare(app.store);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/funeral/apply'] });
  render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...app, router };
}

const FROM_CALCULATOR: CalculatorChoices = {
  selectedPlan: 'Money cover',
  coverOption: 'B',
  coverAmount: 1_000_000,
  mainMemberAge: 35,
  spouseIncluded: true,
  spouseAge: 33,
  children: 2,
  extendedFamily: [{ relationship: 'mother', age: 60, coverageOption: 'A' }],
};

const signIn = (store: AppStore, user: { username: string; email?: string; phoneNumber?: string }) =>
  store.dispatch(
    sessionActions('retail').sessionResolved({ user, twoFactor: { required: false, status: 'enabled' } }),
  );

describe('from the calculator into the wizard', () => {
  it('asks for the spouse on the Plan step and prices every life of the calculator in the estimate', async () => {
    mockFetch();
    const { store } = renderWizard((s) =>
      s.dispatch(funeralQuoteActions.startedFromCalculator(FROM_CALCULATOR)),
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: /option b/i })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /cover my spouse/i })).toBeChecked();
    expect(screen.getByLabelText(/number of children to cover/i)).toHaveValue(2);
    expect(screen.getByText(/you gave your spouse’s age as 33/i)).toBeInTheDocument();
    expect(screen.getByText(/mother \(age 60\)/i)).toBeInTheDocument();

    await user.type(screen.getAllByLabelText(/^first name/i)[0] as HTMLElement, 'Lerato');
    await user.type(screen.getAllByLabelText(/^last name/i)[0] as HTMLElement, 'Mokoena');
    await user.type(screen.getAllByLabelText(/^date of birth/i)[0] as HTMLElement, '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    expect(await screen.findByText(/spouse's date of birth, or untick/i)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/spouse's date of birth/i), '1992-06-01');
    const relative = screen.getByRole('group', { name: 'Family member 1' });
    await user.type(within(relative).getByLabelText(/first name/i), 'Nomsa');
    await user.type(within(relative).getByLabelText(/last name/i), 'Mokoena');
    await user.type(within(relative).getByLabelText(/date of birth/i), '1965-01-01');
    await user.click(screen.getByRole('button', { name: 'See my quote' }));

    const quote = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(quote).getByText(/spouse/i)).toBeInTheDocument();
    expect(within(quote).getByText('2 children')).toBeInTheDocument();
    expect(within(quote).getByText(/mother/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeEnabled();
    expect(store.getState().funeralQuote.step4).toMatchObject({
      spouseIncluded: true,
      spouse: { dateOfBirth: '1992-06-01' },
    });
  }, 40_000);

  it('lets the customer fix a spouse without a date of birth from the estimate, or remove the spouse', async () => {
    mockFetch();
    // A draft saved before the Plan step asked for the spouse: spouse included, no date of birth.
    const { store } = renderWizard((s) => {
      s.dispatch(
        funeralQuoteActions.startedFromCalculator({ ...FROM_CALCULATOR, children: 0, extendedFamily: [] }),
      );
      s.dispatch(
        funeralQuoteActions.step1Saved({
          ...s.getState().funeralQuote.step1,
          firstName: 'Lerato',
          lastName: 'Mokoena',
          dateOfBirth: '1990-04-12',
        }),
      );
    });
    const user = userEvent.setup();
    const alert = await screen.findByText('Please enter a date of birth or an ID number');
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeDisabled();
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Change my plan' }),
    );
    expect(screen.getByLabelText(/spouse's date of birth/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove my spouse' }));
    expect(screen.queryByLabelText(/spouse's date of birth/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    await screen.findByRole('region', { name: 'Your quote' });
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeEnabled();
    expect(store.getState().funeralQuote.step4.spouseIncluded).toBe(false);
  }, 40_000);

  it.each([
    ['spouse.dateOfBirth', 1],
    ['mainMember.dateOfBirth', 1],
    ['extendedFamily.0.dateOfBirth', 1],
    ['mainMember.idNumber', 3],
    ['spouse.idNumber', 4],
    ['children.1.dateOfBirth', 4],
  ])('an estimate problem at %s is fixed on step %i', (path, step) => {
    expect(stepToFix(path)).toBe(step);
  });
});

describe('the draft and the signed-in customer', () => {
  const atStep3 = (store: AppStore) => {
    store.dispatch(
      funeralQuoteActions.startedFromCalculator({
        ...FROM_CALCULATOR,
        spouseIncluded: false,
        children: 0,
        extendedFamily: [],
      }),
    );
    store.dispatch(
      funeralQuoteActions.planSaved({
        ...store.getState().funeralQuote.step1,
        firstName: 'Lerato',
        lastName: 'Mokoena',
        dateOfBirth: '1980-01-01',
        spouseIncluded: false,
        spouseDateOfBirth: '',
        noOfChildrens: 0,
      }),
    );
    store.dispatch(funeralQuoteActions.step2Confirmed());
  };

  it('prefills the mobile number from the profile, as the ID number and email', async () => {
    mockFetch();
    renderWizard((store) => {
      atStep3(store);
      signIn(store, {
        username: '8001015009087',
        email: 'lerato@example.co.za',
        phoneNumber: '+27821234567',
      });
    });
    expect(await screen.findByLabelText(/^email/i)).toHaveValue('lerato@example.co.za');
    const mobile = screen.getByLabelText(/^mobile/i);
    await waitFor(() =>
      expect((mobile as HTMLInputElement).value.replace(/\s/g, '')).toMatch(/^(\+27|0)821234567$/),
    );
  }, 20_000);

  it('keeps the draft filled in before signing in for the customer who signs in', async () => {
    mockFetch();
    const { store } = renderWizard((s) => {
      atStep3(s);
      signIn(s, { username: '8001015009087' });
    });
    await screen.findByLabelText(/^email/i);
    expect(store.getState().funeralQuote).toMatchObject({ owner: '8001015009087', activeStep: 3 });
    expect(store.getState().funeralQuote.step1.firstName).toBe('Lerato');
  }, 20_000);

  it("never shows another customer's draft left on this device", async () => {
    mockFetch();
    const { store } = renderWizard((s) => {
      atStep3(s);
      s.dispatch(funeralQuoteActions.draftOwnerSeen('9002025009088'));
      signIn(s, { username: '8001015009087' });
    });
    expect(await screen.findByLabelText(/^first name/i)).toHaveValue('');
    expect(store.getState().funeralQuote).toMatchObject({ owner: '8001015009087', activeStep: 1 });
  }, 20_000);

  it('opens the Family step with the spouse and children of the calculator and the Plan step', async () => {
    mockFetch();
    renderWizard((store) => {
      store.dispatch(funeralQuoteActions.startedFromCalculator({ ...FROM_CALCULATOR, extendedFamily: [] }));
      store.dispatch(
        funeralQuoteActions.planSaved({
          ...store.getState().funeralQuote.step1,
          firstName: 'Lerato',
          lastName: 'Mokoena',
          dateOfBirth: '1980-01-01',
          spouseIncluded: true,
          spouseDateOfBirth: '1982-05-05',
          noOfChildrens: 2,
        }),
      );
      store.dispatch(funeralQuoteActions.step2Confirmed());
      store.dispatch(funeralQuoteActions.step3Saved({ ...initialStep3, noOfChildrens: 2 }));
      signIn(store, { username: '8001015009087' });
    });
    expect(await screen.findByRole('checkbox', { name: /cover my spouse/i })).toBeChecked();
    expect(screen.getAllByLabelText(/date of birth/i)[0]).toHaveValue('1982-05-05');
    expect(screen.getByText('Child 1')).toBeInTheDocument();
    expect(screen.getByText('Child 2')).toBeInTheDocument();
  }, 20_000);

  it('fills in a signed-in customer as the main member: names, and the date of birth of their ID number', async () => {
    mockFetch();
    renderWizard((s) => {
      signIn(s, { username: '8001015009087' });
      s.dispatch(sessionActions('retail').userUpdated({ givenName: 'Thandi', familyName: 'Nkosi' }));
    });
    expect(await screen.findByDisplayValue('Thandi')).toBe(screen.getAllByLabelText(/^first name/i)[0]);
    expect(screen.getAllByLabelText(/^last name/i)[0]).toHaveValue('Nkosi');
    expect(screen.getAllByLabelText(/^date of birth/i)[0]).toHaveValue('1980-01-01');
  });
});
