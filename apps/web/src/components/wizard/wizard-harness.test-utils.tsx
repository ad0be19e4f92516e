import { useSyncExternalStore, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import Typography from '@mui/material/Typography';
import { useDraftForm, type DraftForm } from './use-draft-form';
import { WizardActions } from './wizard-actions';
import { WizardFrame } from './wizard-frame';
import { completeStep, type WizardProgress } from './wizard-progress';
import { WizardStepForm } from './wizard-step-form';

/** A test wizard's draft, held outside React like the persisted slices (it outlives a "reload"). */
export interface TestDraft<T> extends WizardProgress {
  succeedSteps: number[];
  values: T;
}

export interface DraftWizardOptions<T extends FieldValues> {
  schema: z.ZodType<unknown, T>;
  initial: T;
  /** step 1's fields, bound to its form */
  fields: (form: DraftForm<T>) => ReactNode;
}

function createDraftStore<T>(initial: T) {
  let draft: TestDraft<T> = { activeStep: 1, succeedSteps: [], values: initial };
  const listeners = new Set<() => void>();
  return {
    get: () => draft,
    update: (change: (current: TestDraft<T>) => TestDraft<T>) => {
      draft = change(draft);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Renders a two-step wizard around one form (for the frame's and the field groups' tests): step 1 holds
 * the fields and a "Next" button, step 2 a "Back to the details" button.
 */
export function renderDraftWizard<T extends FieldValues>({ schema, initial, fields }: DraftWizardOptions<T>) {
  const store = createDraftStore(initial);

  function StepOne() {
    const draft = useSyncExternalStore(store.subscribe, store.get);
    const form = useDraftForm<T>({
      schema,
      values: draft.values,
      onEdit: (values) => store.update((current) => ({ ...current, values })),
    });
    const save = (values: T) =>
      store.update((current) => {
        const next = completeStep(current, 1, 2);
        return { values, activeStep: next.activeStep, succeedSteps: [...next.succeedSteps] };
      });
    return (
      <WizardStepForm label="Test details" form={form} onSave={save} submitLabel="Next">
        {fields(form)}
      </WizardStepForm>
    );
  }

  function Harness() {
    const draft = useSyncExternalStore(store.subscribe, store.get);
    return (
      <WizardFrame
        label="Test steps"
        steps={['Details', 'Done']}
        progress={draft}
        onOpenStep={(step) => store.update((current) => ({ ...current, activeStep: step }))}
        renderStep={(step) =>
          step === 1 ? (
            <StepOne />
          ) : (
            <>
              <Typography>All done</Typography>
              <WizardActions backLabel="Back to the details" />
            </>
          )
        }
      />
    );
  }

  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/wizard'] });
  let view = render(<RouterProvider router={router} />);
  return {
    user,
    router,
    draft: store.get,
    next: () => user.click(screen.getByRole('button', { name: 'Next' })),
    back: () => user.click(screen.getByRole('button', { name: 'Back to the details' })),
    /** the browser's back (-1) or forward (1) button */
    history: (delta: number) => act(() => router.navigate(delta)),
    /** unmounts the page and renders it again from the draft, as a reload does */
    reload: () => {
      view.unmount();
      view = render(<RouterProvider router={router} />);
    },
  };
}
