import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { screen, waitFor, within } from '@testing-library/react';
import { personNameField } from '@cover/domain';
import { BoundTextField } from '../form-fields/bound-text-field';
import { checkedBy } from '../form-fields/zod-rules';
import { renderDraftWizard } from './wizard-harness.test-utils';

const schema = z.object({ nickname: checkedBy(z.string(), personNameField) });

const renderWizard = (nickname = '') =>
  renderDraftWizard({
    schema,
    initial: { nickname },
    fields: (form) => <BoundTextField control={form.control} name="nickname" label="Nickname" required />,
  });

describe('wizard frame', () => {
  it('shows the stepper at step 1 with the step form', () => {
    renderWizard();
    expect(screen.getAllByText(/step 1 of 2/i).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Test steps' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Test details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
  });

  it('keeps a refused value with its error, stays on the step and focuses the field', async () => {
    const wizard = renderWizard();
    await wizard.user.type(screen.getByLabelText(/nickname/i), 'R2-D2');
    await wizard.next();
    expect(
      await screen.findByText('Name may contain letters, spaces, apostrophes and hyphens only'),
    ).toBeVisible();
    const field = screen.getByLabelText(/nickname/i);
    expect(field).toHaveValue('R2-D2');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => document.activeElement).toBe(field);
    expect(wizard.draft()).toMatchObject({ activeStep: 1, succeedSteps: [], values: { nickname: 'R2-D2' } });
  });

  it('moves on with valid values and keeps them when going back', async () => {
    const wizard = renderWizard();
    await wizard.user.type(screen.getByLabelText(/nickname/i), 'Lerato');
    await wizard.next();
    expect(await screen.findByText('All done')).toBeInTheDocument();
    expect(wizard.draft()).toMatchObject({ activeStep: 2, succeedSteps: [1] });
    await wizard.back();
    expect(screen.getByLabelText(/nickname/i)).toHaveValue('Lerato');
  });

  it('keeps what was typed but not saved in the draft, so a reload shows it', async () => {
    const wizard = renderWizard('Le');
    expect(screen.getByLabelText(/nickname/i)).toHaveValue('Le');
    await wizard.user.type(screen.getByLabelText(/nickname/i), 'rato');
    expect(wizard.draft().values).toEqual({ nickname: 'Lerato' });
    wizard.reload();
    expect(screen.getByLabelText(/nickname/i)).toHaveValue('Lerato');
  });

  it('reopens a done step from the stepper with its values', async () => {
    const wizard = renderWizard();
    await wizard.user.type(screen.getByLabelText(/nickname/i), 'Thabo');
    await wizard.next();
    await screen.findByText('All done');
    const steps = screen.getByRole('navigation', { name: 'Test steps' });
    // The stepper is a tab list, so every step is a tab (axe: a tab list holds only tabs); the current
    // one is marked, the ones that cannot open are disabled.
    const tabs = within(steps).getAllByRole('tab');
    expect(tabs).toHaveLength(within(steps).getAllByRole('presentation').length);
    expect(within(steps).getByRole('tab', { current: 'step' })).toHaveAccessibleName(/All done|Done/);
    await wizard.user.click(within(steps).getByRole('tab', { name: 'Details' }));
    expect(screen.getByLabelText(/nickname/i)).toHaveValue('Thabo');
  });

  it('goes back a step with the browser’s back button, and forward again, without leaving the wizard', async () => {
    const wizard = renderWizard();
    await wizard.user.type(screen.getByLabelText(/nickname/i), 'Lerato');
    await wizard.next();
    expect(await screen.findByText('All done')).toBeInTheDocument();
    // The step's entry is written just after it shows.
    await waitFor(() => expect(wizard.router.state.location.state).toMatchObject({ wizardStep: 2 }));
    await wizard.history(-1);
    expect(await screen.findByLabelText(/nickname/i)).toHaveValue('Lerato');
    expect(wizard.draft().activeStep).toBe(1);
    expect(wizard.router.state.location.pathname).toBe('/wizard');
    await wizard.history(1);
    expect(await screen.findByText('All done')).toBeInTheDocument();
    // The wizard's own back button replaces the entry: back from there leaves no step 2 behind it.
    await wizard.back();
    expect(await screen.findByLabelText(/nickname/i)).toBeInTheDocument();
    await waitFor(() => expect(wizard.router.state.location.state).toMatchObject({ wizardStep: 1 }));
  });
});
