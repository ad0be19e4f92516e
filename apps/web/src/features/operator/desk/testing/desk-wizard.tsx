import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { DeskPolicyHolder } from '@cover/domain/motor';
import { Providers } from '../../../../app/providers';
import { createAppStore, type AppStore } from '../../../../app/store';
import {
  inspectionKey,
  motorQuoteInput,
  motorQuoteKey,
} from '../../../motor/shared/wizard/registration-payloads';
import { motorRegistrationActions } from '../../../motor/shared/wizard/registration-slice';
import {
  initialMotorValues,
  type MotorRegistrationValues,
} from '../../../motor/shared/wizard/registration-types';
import {
  PRE_INSPECTION_ID,
  READY,
  motorQuotePackage,
} from '../../../motor/shared/wizard/testing/purchase-fixtures';
import { useDeskSelectionActions } from '../state/desk-selection';
import { OperatorMotorRegisterPage } from '../wizard/operator-motor-register-page';
import { deskEmployee, deskHolder, signInOperator } from './desk-fixtures';

/** A car's answers of the first steps, on the employee's Logo scheme. */
export const DESK_VALUES: MotorRegistrationValues = { ...initialMotorValues(), ...READY, scheme: 'logo' };

/** Chooses the employee (and their holder) on the desk, as the home page does. */
function Chosen({ holder }: { holder: DeskPolicyHolder }) {
  const { employeeFound } = useDeskSelectionActions();
  return (
    <button type="button" onClick={() => employeeFound(deskEmployee({ policyHolder: holder }))}>
      choose
    </button>
  );
}

/**
 * The operator signed in, the employee chosen (Thabo Mokoena, `holder` changing their holder), the draft
 * prepared, then the desk's motor wizard shown.
 */
export async function renderDeskWizard(
  prepare: (store: AppStore) => void = () => undefined,
  holder: Partial<DeskPolicyHolder> = {},
) {
  const app = createAppStore();
  await app.startPersistence();
  signInOperator(app.store);
  const router = createMemoryRouter(
    [
      { path: '/choose', element: <Chosen holder={deskHolder(holder)} /> },
      { path: '*', element: <OperatorMotorRegisterPage /> },
    ],
    { initialEntries: ['/choose'] },
  );
  render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'choose' }));
  prepare(app.store);
  await act(() => router.navigate('/operator/motor/register'));
  return { ...app, user, router };
}

/** The quote of `answers` saved in the draft. */
export const withQuote = (store: AppStore, answers: MotorRegistrationValues = DESK_VALUES) =>
  store.dispatch(
    motorRegistrationActions.quoteSaved({
      quote: motorQuotePackage(),
      key: motorQuoteKey(motorQuoteInput(answers, 'employee')),
    }),
  );

/** The inspection started: its link texted to the employee's cellphone ending in 4567. */
export const withInspection = (store: AppStore, linkExpiresAt = '2026-11-27T08:00:00.000Z') =>
  store.dispatch(
    motorRegistrationActions.preInspectionSaved({
      preInspectionId: PRE_INSPECTION_ID,
      key: inspectionKey(DESK_VALUES.vehicle),
      mobileEnding: '4567',
      linkExpiresAt,
    }),
  );
