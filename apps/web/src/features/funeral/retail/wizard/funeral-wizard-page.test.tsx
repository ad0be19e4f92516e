import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { FuneralWizardPage } from './funeral-wizard-page';

afterEach(() => vi.unstubAllGlobals());

describe('funeral wizard step logic', () => {
  it('refuses step 1 with the field errors, then moves on to the quote priced in the browser', async () => {
    mockFetch();
    const { store } = renderWithApp(<FuneralWizardPage />, { path: '/funeral/apply' });
    const user = userEvent.setup();
    expect(screen.getAllByText(/step 1 of 6/i).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    expect(await screen.findByText('Please choose a cover option from A to E')).toBeInTheDocument();
    expect(screen.getByLabelText(/first name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().funeralQuote.activeStep).toBe(1);

    await user.click(screen.getByRole('radio', { name: /option b/i }));
    await user.type(screen.getByLabelText(/first name/i), 'Lerato');
    await user.type(screen.getByLabelText(/last name/i), 'Mokoena');
    await user.type(screen.getByLabelText(/date of birth/i), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    expect(
      await screen.findByText('The main member must be between 18 and 64 years old'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/date of birth/i));
    await user.type(screen.getByLabelText(/date of birth/i), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'See my quote' }));

    const quote = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(quote).getByText('Monthly premium')).toBeInTheDocument();
    expect(store.getState().funeralQuote).toMatchObject({ activeStep: 2, succeedSteps: [1] });
    expect(store.getState().funeralQuote.step1).toMatchObject({
      coverOption: 'B',
      coverAmount: 1_000_000,
      firstName: 'Lerato',
    });
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeEnabled();
  }, 40_000);

  it('asks for the extended family members when extended family is included', async () => {
    mockFetch();
    renderWithApp(<FuneralWizardPage />, { path: '/funeral/apply' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /option a/i }));
    await user.type(screen.getByLabelText(/^first name/i), 'Lerato');
    await user.type(screen.getByLabelText(/^last name/i), 'Mokoena');
    await user.type(screen.getByLabelText(/^date of birth/i), '1990-04-12');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const member = screen.getByRole('group', { name: 'Family member 1' });
    await user.type(within(member).getByLabelText(/first name/i), 'Kabelo');
    await user.type(within(member).getByLabelText(/last name/i), 'Mokoena');
    await user.selectOptions(within(member).getByLabelText(/relationship/i), 'grandchild');
    await user.type(within(member).getByLabelText(/date of birth/i), '1990-01-01');
    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    expect(await within(member).findByText(/grandchild\) must be between 1 and 21/i)).toBeInTheDocument();
  }, 40_000);

  it('keeps what is typed in the persisted draft and shows it again after going back', async () => {
    mockFetch();
    const { store } = renderWithApp(<FuneralWizardPage />, { path: '/funeral/apply' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /option c/i }));
    await user.type(screen.getByLabelText(/^first name/i), 'Lerato');
    expect(store.getState().funeralQuote.step1).toMatchObject({
      coverOption: 'C',
      coverAmount: 1_500_000,
      firstName: 'Lerato',
    });
    expect(store.getState().funeralQuote.activeStep).toBe(1);
    await user.type(screen.getByLabelText(/^last name/i), 'Mokoena');
    await user.type(screen.getByLabelText(/^date of birth/i), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'See my quote' }));
    await screen.findByRole('region', { name: 'Your quote' });
    await user.click(screen.getByRole('button', { name: 'Change my plan' }));
    expect(screen.getByRole('radio', { name: /option c/i })).toBeChecked();
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Lerato');
    expect(screen.getByLabelText(/^date of birth/i)).toHaveValue('1990-04-12');
    await user.click(screen.getByRole('radio', { name: /option d/i }));
    expect(store.getState().funeralQuote).toMatchObject({ activeStep: 1, succeedSteps: [1] });
  }, 40_000);
});
