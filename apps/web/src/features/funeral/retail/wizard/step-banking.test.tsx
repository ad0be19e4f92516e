import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notified } from '../../../../components/notifications/notifications-slice';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { StepBanking } from './step-banking';

afterEach(() => vi.unstubAllGlobals());

const STEPS = ['Plan', 'Quote', 'Your details', 'Family', 'Declaration', 'Payment'];

/** Step 6 of the wizard, as the page shows it. */
function Banking() {
  return (
    <WizardFrame
      label="Application steps"
      steps={STEPS}
      progress={{ activeStep: 6, succeedSteps: [1, 2, 3, 4, 5] }}
      onOpenStep={() => {}}
      renderStep={() => <StepBanking onCreated={() => {}} />}
    />
  );
}

/** An earlier step raised the notice; step 6 opens while it would still be showing. */
function FromDeclaration() {
  const [open, setOpen] = useState(false);
  return open ? (
    <Banking />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      continue
    </button>
  );
}

const NOTICE = 'Your monthly premium is now R 123,45';

describe('banking step: the new-premium notice', () => {
  it('shows a notice raised before the step above the fields, never in the snackbar over them', async () => {
    mockFetch();
    const { store } = renderWithApp(<FromDeclaration />, { path: '/funeral/apply' });
    act(() => {
      store.dispatch(notified(NOTICE, 'info'));
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'continue' }));

    const notice = await screen.findByText(NOTICE, { selector: '.MuiAlert-message' });
    expect(notice.closest('.MuiSnackbar-root')).toBeNull();
    const accountNumber = screen.getByLabelText(/account number/i);
    // In the page's flow, before the account-number field: it covers nothing.
    expect(notice.compareDocumentPosition(accountNumber) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(store.getState().notifications.queue).toEqual([]);
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
  });

  it('moves a notice raised on the step too, and can be dismissed', async () => {
    mockFetch();
    const { store } = renderWithApp(<Banking />, { path: '/funeral/apply' });
    act(() => {
      store.dispatch(notified(NOTICE, 'info'));
    });
    expect(await screen.findByText(NOTICE, { selector: '.MuiAlert-message' })).toBeVisible();
    expect(store.getState().notifications.queue).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss the premium notice' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('leaves other notifications to the snackbar', () => {
    mockFetch();
    const { store } = renderWithApp(<Banking />, { path: '/funeral/apply' });
    act(() => {
      store.dispatch(notified('Unable to create the application', 'error'));
    });
    expect(store.getState().notifications.queue).toHaveLength(1);
  });
});
