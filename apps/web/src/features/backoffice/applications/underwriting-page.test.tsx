import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BACKOFFICE_APPLICATION_PATHS,
  BACKOFFICE_PATHS,
  UNDERWRITING_MESSAGES,
  fillPath,
  type BackofficeApplicationDetail,
  type UnderwritingDecisionInput,
} from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { APPLICATION_ID, BACKOFFICE_SESSION } from '../testing/backoffice-fixtures';
import { backofficeApplication, historyEntry } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { UnderwritingPage } from './underwriting-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(BACKOFFICE_APPLICATION_PATHS.detail, { applicationId: APPLICATION_ID });
const DECIDE = fillPath(BACKOFFICE_APPLICATION_PATHS.decide, { applicationId: APPLICATION_ID });
const NOTES = fillPath(BACKOFFICE_PATHS.applicationNotes, { id: APPLICATION_ID });

/** What the server answers after each decision. */
const AFTER: Record<UnderwritingDecisionInput['decision'], Partial<BackofficeApplicationDetail>> = {
  approve: { underwritingStatus: 'APPROVED', underwritingDisplayValue: 'Approved', status: 'APPROVED' },
  hold: { underwritingStatus: 'ON_HOLD', underwritingDisplayValue: 'OnHold' },
  recommend: {
    underwritingStatus: 'RECOMMENDATION_AWAITED',
    underwritingDisplayValue: 'Recommendation Awaited',
  },
  decline: { underwritingStatus: 'DECLINED', underwritingDisplayValue: 'Declined' },
};

async function serve(start: Partial<BackofficeApplicationDetail> = {}) {
  let current = backofficeApplication(start);
  const api = mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, current),
    [`POST ${NOTES}`]: (call) => {
      const entry = historyEntry({
        id: 'a-note',
        type: 'application.staff_note',
        summary: 'Staff note',
        reason: (call.body as { note: string }).note,
        actorName: 'Demo Assessor',
        internal: true,
        createdAt: '2026-03-10T09:00:00.000Z',
      });
      current = { ...current, history: [...current.history, entry] };
      return json(201, { entry });
    },
    [`POST ${DECIDE}`]: (call) => {
      const input = call.body as UnderwritingDecisionInput;
      const reason = 'reason' in input ? input.reason : null;
      current = {
        ...current,
        ...AFTER[input.decision],
        customerReason: reason,
        underwrittenBy: 'Demo Assessor',
        underwrittenById: 'op-1',
        underwrittenAt: '2026-03-10T09:00:00.000Z',
        history: [
          ...current.history,
          historyEntry({
            id: `d-${input.decision}`,
            summary: `Decision: ${input.decision}`,
            actorName: 'Demo Assessor',
          }),
        ],
      };
      return json(200, current);
    },
  });
  const page = await renderBackoffice(<UnderwritingPage />, {
    path: `/operator/backoffice/applications/${APPLICATION_ID}`,
    pattern: '/operator/backoffice/applications/:applicationId',
  });
  return { api, ...page };
}

const decisionStatus = () => screen.getByRole('region', { name: 'Motor cover' });

describe('underwriting page', () => {
  it('shows the facts, the holder, why it was referred and the history with staff-only entries marked', async () => {
    await serve();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application: Thabo Mokoena' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('2024 BMW X5 xDrive30d')).toBeInTheDocument();
    expect(screen.getByText('R 2 450,00')).toBeInTheDocument();
    expect(screen.getByText('Vehicle value above R750 000')).toBeInTheDocument();
    expect(screen.getByText('082 123 4567')).toBeInTheDocument();
    expect(screen.getByText('8001015009087')).toBeInTheDocument();
    const entries = screen.getAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    // newest first: the staff note, marked; the referral is not
    expect(entries[0]).toHaveTextContent('Called the dealer about the invoice');
    expect(within(entries[0]!).getByText('Staff only')).toBeInTheDocument();
    expect(within(entries[1]!).queryByText('Staff only')).not.toBeInTheDocument();
    // the words of the console's queue it is in, not the customer's 'Pending'
    expect(within(decisionStatus()).getByText('Referred')).toBeInTheDocument();
    expect(within(decisionStatus()).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('shows a referred phone as the underwriter needs it: number, what is insured, the proof of purchase, each amount once', async () => {
    await serve({
      line: 'device',
      packageName: 'RETAIL_DEVICE_INSURANCE',
      productName: 'Device cover',
      sumAssured: 4_800_000,
      monthlyPremium: 31_900,
      underwritingReasons: ['Replacement cost above R45 000'],
      facts: [
        { label: 'Phone', value: 'Samsung Galaxy Z Fold 7' },
        { label: 'IMEI', value: '356938035643809' },
        { label: 'Colour', value: 'Midnight blue' },
        { label: 'Replacement cost', value: 'R 48 000,00' },
        { label: 'On contract', value: 'Yes' },
        { label: 'Bought from Telkom', value: 'Yes' },
      ],
      documents: [
        {
          id: 'doc-1',
          name: 'invoice.png',
          type: 'purchase_proof',
          label: 'Proof of purchase',
          url: '/api/backoffice/applications/documents/doc-1/download',
          description: null,
          contentType: 'image/png',
          sizeBytes: 2048,
          size: '2 KB',
          createdAt: '2026-03-07T08:03:00.000Z',
        },
      ],
    });
    // the number people use, not the record's internal id
    expect(await screen.findByText('APP-2026-000042', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(APPLICATION_ID)).not.toBeInTheDocument();
    const insured = screen.getByRole('region', { name: 'What is insured' });
    for (const value of ['Samsung Galaxy Z Fold 7', '356938035643809', 'Midnight blue', 'R 48 000,00'])
      expect(within(insured).getByText(value)).toBeInTheDocument();
    const proof = screen.getByRole('img', { name: 'Proof of purchase: invoice.png' });
    expect(proof).toHaveAttribute(
      'src',
      '/api/backoffice/applications/documents/doc-1/download?disposition=inline',
    );
    // the premium and the cover amount once each; no 'Sum assured' beside the 'Cover amount'
    expect(screen.getAllByText('R 319,00')).toHaveLength(1);
    expect(screen.getAllByText('Cover amount')).toHaveLength(1);
    expect(screen.queryByText('Sum assured')).not.toBeInTheDocument();
    expect(screen.queryByText('Monthly premium', { selector: 'dt' })).toBeInTheDocument();
  });

  it('says plainly when no document was uploaded to the application', async () => {
    await serve();
    expect(
      await screen.findByText('No documents have been uploaded yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'Approve',
      'Note for the file',
      'Checked the invoice',
      { decision: 'approve', note: 'Checked the invoice' },
      'Approved',
    ],
    [
      'Put on hold',
      'Reason the customer sees',
      'Please send the dealer invoice',
      { decision: 'hold', reason: 'Please send the dealer invoice' },
      'On hold',
    ],
    [
      'Send for approval',
      'Note for the approver',
      'Value checked; approve',
      { decision: 'recommend', note: 'Value checked; approve' },
      'Recommendation awaited',
    ],
    [
      'Decline',
      'Reason the customer sees',
      'The vehicle is used for racing',
      { decision: 'decline', reason: 'The vehicle is used for racing' },
      'Declined',
    ],
  ] as const)(
    '%s posts its decision and the page shows the new state',
    async (button, field, text, body, chip) => {
      const { api, user } = await serve();
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: new RegExp(field) }), text);
      await user.click(
        within(dialog).getByRole('button', { name: /^(Approve|Put on hold|Send for approval|Decline)$/ }),
      );

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('POST', DECIDE).map((call) => call.body)).toEqual([body]);
      expect(within(decisionStatus()).getByText(chip)).toBeInTheDocument();
      expect(screen.getByText(`Decision: ${body.decision}`)).toBeInTheDocument();
      if ('reason' in body) expect(screen.getByTestId('customer-reason')).toHaveTextContent(body.reason);
    },
  );

  it('approves without a note: the note is optional and not sent empty', async () => {
    const { api, user } = await serve();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', DECIDE)).toHaveLength(1));
    expect(api.callsTo('POST', DECIDE)[0]?.body).toEqual({ decision: 'approve' });
    expect(await screen.findByText(/^Approved on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it.each([
    ['Put on hold', UNDERWRITING_MESSAGES.holdReason],
    ['Send for approval', UNDERWRITING_MESSAGES.recommendNote],
    ['Decline', UNDERWRITING_MESSAGES.declineReason],
  ])('%s without its text says what is needed and sends nothing', async (button, message) => {
    const { api, user } = await serve();
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: /^(Put on hold|Send for approval|Decline)$/ }),
    );
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', DECIDE)).toHaveLength(0);
  });

  it('shows a 409 plainly in the dialog and leaves the application as it was', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          backofficeApplication({
            underwritingStatus: 'RECOMMENDATION_AWAITED',
            underwritingDisplayValue: 'Recommendation Awaited',
            underwrittenBy: 'Demo Assessor',
          }),
        ),
      [`POST ${DECIDE}`]: () => refusal(409, 'UNDERWRITING_FOUR_EYES', UNDERWRITING_MESSAGES.fourEyes),
    });
    const { user } = await renderBackoffice(<UnderwritingPage />, {
      path: `/operator/backoffice/applications/${APPLICATION_ID}`,
      pattern: '/operator/backoffice/applications/:applicationId',
    });
    expect(await screen.findByText(/must approve or decline it/)).toBeInTheDocument();
    // a recommended application cannot be recommended again
    expect(screen.queryByRole('button', { name: 'Send for approval' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNDERWRITING_MESSAGES.fourEyes);
    expect(api.callsTo('POST', DECIDE)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(decisionStatus()).getByText('Recommendation awaited')).toBeInTheDocument();
  });

  it('says plainly when the application does not exist, with a retry', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => refusal(404, 'NOT_FOUND', 'Not found'),
    });
    const { user } = await renderBackoffice(<UnderwritingPage />, {
      path: `/operator/backoffice/applications/${APPLICATION_ID}`,
      pattern: '/operator/backoffice/applications/:applicationId',
    });
    expect(await screen.findByText('We could not find this application.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', DETAIL)).toHaveLength(2));
  });

  it('shows a plain operator that they need back-office access, without asking for the application', async () => {
    const api = mockFetch({ ...BACKOFFICE_SESSION });
    await renderBackoffice(<UnderwritingPage />, {
      path: `/operator/backoffice/applications/${APPLICATION_ID}`,
      pattern: '/operator/backoffice/applications/:applicationId',
      roles: [],
    });
    expect(await screen.findByRole('heading', { name: 'You need back-office access' })).toBeInTheDocument();
    expect(api.callsTo('GET', DETAIL)).toHaveLength(0);
  });

  it('adds a staff-only note to the application without deciding it: the history shows it, marked', async () => {
    const { api, user } = await serve();
    const field = await screen.findByRole('textbox', { name: 'Note (staff only)' }, { timeout: 5000 });
    await user.type(field, 'Asked the dealer for the invoice');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(3));
    expect(api.callsTo('POST', NOTES)[0]?.body).toEqual({ note: 'Asked the dealer for the invoice' });
    expect(api.callsTo('POST', DECIDE)).toHaveLength(0);
    const newest = screen.getAllByTestId('history-entry')[0]!;
    expect(newest).toHaveTextContent('Asked the dealer for the invoice');
    expect(within(newest).getByText('Staff only')).toBeInTheDocument();
  });
});
