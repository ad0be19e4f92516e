/**
 * Moving an application on from a hold the customer has not answered (docs/decisions/0039): the page says the
 * customer has not sent what was asked for, and approving or sending it for approval asks why it is no longer
 * needed (required, sent as holdWithdrawnReason). Declining asks nothing of the kind (the decline ends the
 * request; the customer is told the decline only), and no second hold is offered. An application not on hold
 * is decided as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BACKOFFICE_APPLICATION_PATHS,
  HOLD_WITHDRAWAL_MESSAGES,
  fillPath,
  type BackofficeApplicationDetail,
} from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { APPLICATION_ID, BACKOFFICE_SESSION } from '../testing/backoffice-fixtures';
import { backofficeApplication } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { UnderwritingPage } from './underwriting-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(BACKOFFICE_APPLICATION_PATHS.detail, { applicationId: APPLICATION_ID });
const DECIDE = fillPath(BACKOFFICE_APPLICATION_PATHS.decide, { applicationId: APPLICATION_ID });
const ASKED = 'Please send the vehicle’s purchase invoice.';
const WHY = 'Not needed: the dealer confirmed the price';
const ON_HOLD: Partial<BackofficeApplicationDetail> = {
  underwritingStatus: 'ON_HOLD',
  underwritingDisplayValue: 'OnHold',
  customerReason: ASKED,
  underwrittenBy: 'Demo Assessor',
  underwrittenAt: '2026-03-10T09:00:00.000Z',
};

/** The page on `start`; the decision answers `decide` (by default the application as it was). */
async function serve(start: Partial<BackofficeApplicationDetail>, decide?: () => Response) {
  const current = backofficeApplication(start);
  const api = mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, current),
    [`POST ${DECIDE}`]: () => decide?.() ?? json(200, current),
  });
  const page = await renderBackoffice(<UnderwritingPage />, {
    path: `/operator/backoffice/applications/${APPLICATION_ID}`,
    pattern: '/operator/backoffice/applications/:applicationId',
  });
  return { api, ...page };
}

const reasonBox = (dialog: HTMLElement) =>
  within(dialog).queryByRole('textbox', { name: new RegExp(HOLD_WITHDRAWAL_MESSAGES.label.slice(0, 20)) });

describe('an application on hold the customer has not answered', () => {
  it('says the customer has not sent what was asked for', async () => {
    await serve(ON_HOLD);
    expect(
      await screen.findByText(HOLD_WITHDRAWAL_MESSAGES.waiting, { exact: false }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('customer-reason')).toHaveTextContent(ASKED);
  });

  it.each([
    ['Send for approval', 'Note for the approver', { decision: 'recommend', note: 'Price confirmed' }],
    ['Approve', 'Note for the file', { decision: 'approve', note: 'Price confirmed' }],
  ] as const)('%s asks why it is no longer needed, and sends it', async (button, field, body) => {
    const { api, user } = await serve(ON_HOLD);
    await user.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    // quoted whole, its full stop after the quote, not doubled (QA walk 9 no. 19)
    expect(dialog).toHaveTextContent('Asked for: “Please send the vehicle’s purchase invoice”. To go on');
    await user.click(within(dialog).getByRole('textbox', { name: new RegExp(field) }));
    await user.paste('Price confirmed');
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await within(dialog).findByText(HOLD_WITHDRAWAL_MESSAGES.reason)).toBeInTheDocument();
    expect(api.callsTo('POST', DECIDE)).toHaveLength(0);

    const box = reasonBox(dialog);
    expect(box).not.toBeNull();
    await user.click(box as HTMLElement);
    await user.paste(WHY);
    await user.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(api.callsTo('POST', DECIDE)).toHaveLength(1));
    expect(api.callsTo('POST', DECIDE)[0]?.body).toEqual({ ...body, holdWithdrawnReason: WHY });
  });

  it('Decline asks no reason for the hold: the decline ends the request', async () => {
    const { api, user } = await serve(ON_HOLD);
    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(reasonBox(dialog)).toBeNull();
    expect(within(dialog).queryByText(HOLD_WITHDRAWAL_MESSAGES.waiting, { exact: false })).toBeNull();
    await user.click(within(dialog).getByRole('textbox', { name: /Reason the customer sees/ }));
    await user.paste('Not covered');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.callsTo('POST', DECIDE)).toHaveLength(1));
    expect(api.callsTo('POST', DECIDE)[0]?.body).toEqual({ decision: 'decline', reason: 'Not covered' });
  });

  it('offers no second hold', async () => {
    await serve(ON_HOLD);
    expect(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field', async () => {
    const { user } = await serve(ON_HOLD, () =>
      refusal(422, 'VALIDATION_FAILED', HOLD_WITHDRAWAL_MESSAGES.reason, {
        holdWithdrawnReason: HOLD_WITHDRAWAL_MESSAGES.reason,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(reasonBox(dialog) as HTMLElement);
    await user.paste('x');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(reasonBox(dialog)).toHaveAccessibleDescription(HOLD_WITHDRAWAL_MESSAGES.reason),
    );
  });
});

describe('an application not on hold (referred, or back from a hold the customer answered)', () => {
  it('asks nothing more and sends no such reason', async () => {
    const { api, user } = await serve({ underwritingStatus: 'REFERRED', customerReason: ASKED });
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(reasonBox(dialog)).toBeNull();
    expect(screen.queryByText(HOLD_WITHDRAWAL_MESSAGES.waiting, { exact: false })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', DECIDE)).toHaveLength(1));
    expect(api.callsTo('POST', DECIDE)[0]?.body).toEqual({ decision: 'approve' });
  });
});
