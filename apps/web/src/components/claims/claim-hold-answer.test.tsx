import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_HOLD_MESSAGES, HOLD_DOCUMENT_KIND, HOLD_REASON_INTRO } from '@cover/domain';
import { fakeXhr, type FakeUpload } from '../../test/fake-upload';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { ClaimSummaryPanel } from './claim-detail-panels';

afterEach(() => vi.unstubAllGlobals());

const REASON = 'A certified copy of your ID and the ITC blacklisting confirmation';
const onHold = {
  claimId: 'claim-1',
  claimNumber: 'CLM-2026-000002',
  status: 'in_review',
  approvalStatus: 'pending',
  statusDisplayValue: 'OnHold',
  recentlyUpdated: true,
  holdReason: REASON,
  holdAnsweredAt: null,
};
const TARGET = { url: '/api/retail/device/claims/uploadDocuments', audience: 'retail' as const };
const pdf = new File(['%PDF-1.4'], 'id-copy.pdf', { type: 'application/pdf' });

function renderPanel(claim: typeof onHold | Record<string, unknown>, hold = TARGET) {
  renderWithApp(
    <ClaimSummaryPanel claim={claim as typeof onHold} hold={hold}>
      <p>Facts</p>
    </ClaimSummaryPanel>,
  );
}

describe('a claim on hold on its page', () => {
  it('asks for the document by its own slot under the reason and sends it as that kind', async () => {
    mockFetch();
    const uploads: FakeUpload[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
    const onSent = vi.fn();
    renderPanel(onHold, { ...TARGET, onSent } as typeof TARGET);
    // the assessor's words on their own line after who wrote them (not 'We need: …'), as in the email
    const hold = screen.getByTestId('claim-hold-reason');
    expect(within(hold).getByText(HOLD_REASON_INTRO.claim)).toBeInTheDocument();
    expect(within(hold).getByText(REASON)).toBeInTheDocument();
    expect(hold).not.toHaveTextContent('We need:');
    screen.getByRole('form', { name: 'Send the documents for claim CLM-2026-000002' });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false }), pdf);
    await user.click(screen.getByRole('button', { name: 'Send document' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.fields).toEqual({ claimId: 'claim-1', kind: HOLD_DOCUMENT_KIND.value });
    act(() => uploads[0]?.finish(201, { documents: [], documentsOutstanding: [], message: 'ok' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(CLAIM_HOLD_MESSAGES.received)).toBeInTheDocument();
  });

  it('says once that the documents were received when the hold is answered, taking another only if wanted', () => {
    mockFetch();
    renderPanel({ ...onHold, holdAnsweredAt: '2026-12-05T09:00:00Z' });
    const answered = screen.getByTestId('claim-hold-answered');
    expect(answered).toHaveTextContent(CLAIM_HOLD_MESSAGES.received);
    expect(within(answered).getByText(HOLD_REASON_INTRO.claim)).toBeInTheDocument();
    expect(within(answered).getByText(REASON)).toBeInTheDocument();
    expect(answered).not.toHaveTextContent('We asked for:');
    // QA walk 4, finding 2b: the sentence was said twice in the box (its title and its text)
    expect(answered.textContent?.split('We received your documents')).toHaveLength(2);
    expect(screen.queryByText('Your claim is on hold')).toBeNull();
    // the answer is in: another document may be sent, but none is asked for
    expect(screen.getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false })).toBeInTheDocument();
    expect(answered).not.toHaveTextContent('(required)');
    expect(answered).toHaveTextContent('(optional)');
  });

  it('asks again, as required, when staff ask for more after the answer (a new unanswered hold)', () => {
    mockFetch();
    renderPanel({ ...onHold, holdReason: 'Please also upload the old windscreen', holdAnsweredAt: null });
    // 'Please …' reads as the assessor wrote it, not 'We need: Please also upload …'
    const hold = screen.getByTestId('claim-hold-reason');
    expect(hold).toHaveTextContent(`${HOLD_REASON_INTRO.claim}Please also upload the old windscreen`);
    expect(hold).not.toHaveTextContent('We need:');
    expect(screen.queryByTestId('claim-hold-answered')).toBeNull();
    expect(screen.getByTestId('claim-hold-reason')).toHaveTextContent('(required)');
  });

  it('asks for more information, and to call, when the assessor gave no reason', () => {
    mockFetch();
    renderPanel({ ...onHold, holdReason: null });
    const hold = screen.getByTestId('claim-hold-reason');
    expect(hold).toHaveTextContent(
      'We need more information or documents. Please request a call back and we will tell you what.',
    );
    expect(hold).not.toHaveTextContent(HOLD_REASON_INTRO.claim);
  });

  it('offers no such slot once the claim is no longer on hold', () => {
    mockFetch();
    renderPanel({ ...onHold, status: 'acknowledged', statusDisplayValue: 'Recommendation Awaited' });
    expect(screen.queryByTestId('claim-hold-reason')).toBeNull();
    expect(screen.queryByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false })).toBeNull();
  });
});
