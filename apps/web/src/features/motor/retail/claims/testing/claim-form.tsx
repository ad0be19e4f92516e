/**
 * The motor claim form suites' setup (motor-claim-submit-page.test.tsx, motor-claim-submission.test.tsx): the
 * retail claim form opened on a motor policy, its fields found by their labels, and a glass claim filled in as a
 * customer would. The suites replace the upload (`vi.mock` of upload-with-progress in each) and watch it here.
 */
import { expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { saDay } from '@cover/domain';
import { uploadWithProgress } from '../../../../../components/file-upload/upload-with-progress';
import { POLICY_ID } from '../../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { MOTOR_API, motorPolicy } from '../../../shared/policies/test-motor-policy';
import { RetailMotorClaimSubmitPage } from '../motor-claim-submit-page';

/** The upload of the claim with its documents, as each suite's `vi.mock` replaced it. */
export const upload = vi.mocked(uploadWithProgress);

/** After each test: the browser's globals, the upload, and the form kept in the tab (kept-claim-draft.ts). */
export function resetClaimForm() {
  vi.unstubAllGlobals();
  upload.mockReset();
  sessionStorage.clear();
}

export const POLICIES = `GET ${MOTOR_API.retail}/policies/getPolicies`;
export const YESTERDAY = saDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const page = (
  <Routes>
    <Route path="/retail/motor/claims/new" element={<RetailMotorClaimSubmitPage />} />
  </Routes>
);

/** Opens the claim form on the motor policy, its calls answered by `routes` beside the list of policies. */
export function openForm(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetched = mockFetch({ [POLICIES]: () => json(200, { data: [motorPolicy()] }), ...routes });
  renderWithApp(page, { path: `/retail/motor/claims/new?policyId=${POLICY_ID}` });
  return { user: userEvent.setup(), ...fetched };
}

export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
export const documentField = (title: RegExp) =>
  screen.getByLabelText(title, { selector: 'input[type=file]' });
export const described = (label: string, message: string) =>
  waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));

/** The common fields of every motor claim, typed as a customer would, and the payout account. */
async function fillCommon(user: UserEvent, { date = YESTERDAY, time = '12:00' } = {}) {
  await user.type(field('Date it happened'), date);
  await user.type(field('Time it happened'), time);
  await user.type(field('Street address where it happened'), '12 Jan Smuts Avenue');
  await user.type(field('Suburb or town'), 'Rosebank');
  await user.selectOptions(field('Province'), 'GP');
  await user.type(field('Tell us what happened'), 'A stone cracked the windscreen on the highway');
  // the policy is paid by debit order: the payout starts from that account; this claim is paid elsewhere
  await user.click(screen.getByRole('button', { name: 'Pay into another account' }));
  await user.selectOptions(field('Bank'), 'fnb');
  await user.clear(field('Account holder name'));
  await user.type(field('Account holder name'), 'Thandi Nkosi');
  await user.type(field('Account number'), '62123456789');
  await user.selectOptions(field('Account type'), 'cheque');
  await user.click(
    screen.getByRole('checkbox', { name: /I accept the terms and conditions of motor claims/ }),
  );
}

/** Chooses a glass claim and fills it in, documents included. */
export async function fillGlassClaim(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Glass' }));
  await fillCommon(user);
  await user.type(field('Glass replacement quote amount'), '3500');
  await user.type(field('Mobile number for the inspection link'), '082 123 4567');
  await user.upload(documentField(/Photos of the damage/), pdf('photos.pdf'));
  await user.upload(documentField(/Glass replacement quote/), pdf('quote.pdf'));
}
