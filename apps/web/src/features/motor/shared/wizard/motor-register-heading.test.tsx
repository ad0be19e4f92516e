/**
 * QA walk 11: the motor wizard's heading stays the one the customer started with through one sitting. An
 * application begun here is headed 'Insure your vehicle' also once it is made (the last step, its
 * declaration not through yet); one opened from the list is headed as the application, also saved again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MOTOR_PATHS } from '@cover/domain/motor';
import type { AppStore } from '../../../../app/store';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { inspectionKey } from './registration-payloads';
import { motorRegistrationActions } from './registration-slice';
import { initialMotorValues } from './registration-types';
import { reopenedDraft } from './reopen-application';
import {
  PRE_INSPECTION_ID,
  READY,
  draftOf,
  motorApplication,
  prepareDraft,
  withQuote,
} from './testing/purchase-fixtures';
import { renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const retail = MOTOR_PATHS.retail;
const NEW = 'Insure your vehicle';
const RESUMED = 'Your motor cover application';
const heading = () => screen.findByRole('heading', { level: 1 });
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/** The last step of a draft whose quote and inspection are done, every earlier step answered. */
const atLastStep = (s: AppStore) => {
  prepareDraft(s, { ...READY, inspectionMobile: '+27821234567' }, 6);
  withQuote(s);
  s.dispatch(
    motorRegistrationActions.preInspectionSaved({
      preInspectionId: PRE_INSPECTION_ID,
      key: inspectionKey({ ...initialMotorValues(), ...READY }.vehicle),
      mobileEnding: '4567',
      linkExpiresAt: '2026-11-27T08:00:00.000Z',
    }),
  );
};

describe('motor registration wizard: the page heading', () => {
  it('an application begun here keeps “Insure your vehicle” once it is made', async () => {
    mockFetch({
      [`POST ${retail.createApplication.path}`]: () =>
        json(201, { application: motorApplication(), policy: null, message: 'Application received' }),
      [`GET ${retail.getApplicationbyApplicationId.path}`]: () => json(200, motorApplication()),
      [`POST ${retail.applicationDeclaration.path}`]: () => refusal(503, 'UNAVAILABLE', UNAVAILABLE),
    });
    const uploads: FakeUpload[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
    const wizard = await renderWizard(atLastStep);
    expect(await heading()).toHaveTextContent(NEW);
    const form = await screen.findByRole('form', { name: 'Documents and declaration' });
    await wizard.user.upload(
      within(form).getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence-both-sides.pdf', { type: 'application/pdf' }),
    );
    for (const box of within(form).getAllByRole('checkbox')) await wizard.user.click(box);
    await wizard.user.click(screen.getByRole('button', { name: 'Submit my application' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.finish(201, motorApplication({ documentsOutstanding: [] })));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(draftOf(wizard.store).application).not.toBeNull();
    expect(await heading()).toHaveTextContent(NEW);
  }, 60_000);

  it('an application opened from the list keeps its own heading until the customer starts again', async () => {
    mockFetch({});
    const { store, user } = await renderWizard((s) =>
      s.dispatch(motorRegistrationActions.applicationReopened(reopenedDraft(motorApplication(), 'retail'))),
    );
    expect(await heading()).toHaveTextContent(RESUMED);
    act(() => {
      store.dispatch(
        motorRegistrationActions.applicationSaved({ application: motorApplication(), sentKey: 'sent' }),
      );
    });
    expect(await heading()).toHaveTextContent(RESUMED);

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await heading()).toHaveTextContent(NEW);
  }, 60_000);
});
