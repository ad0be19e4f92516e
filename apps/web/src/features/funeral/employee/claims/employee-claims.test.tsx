import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CLAIM_HOLD_MESSAGES, HOLD_DOCUMENT_KIND, HOLD_REASON_INTRO } from '@cover/domain';
import { uploadWithProgress } from '../../../../components/file-upload/upload-with-progress';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { documentKindLabel } from '../../shared/labels';
import { CLAIM_ID, DOCUMENTS, heldClaim, REASON } from '../../shared/claims/test-funeral-claim';
import { EmployeeClaimPage } from './employee-claim-page';
import { EmployeeClaimsPage } from './employee-claims-page';

vi.mock('../../../../components/file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

const CMS = '/api/telkom-cms/funeral';
describe('EmployeeClaimsPage', () => {
  it('links each claim to its page and says what the assessor asked for while the hold is unanswered', async () => {
    mockFetch({ [`GET ${CMS}/get-claims`]: () => json(200, { data: [heldClaim()] }) });
    renderWithApp(<EmployeeClaimsPage />, { path: '/employee/funeral/claims' });
    const card = await screen.findByRole('link', { name: /CLM-2026-000001/ });
    expect(card).toHaveAttribute('href', `/employee/funeral/claims/${CLAIM_ID}`);
    const stillNeeded = within(card).getByText('Still needed').nextSibling;
    expect(stillNeeded).toHaveTextContent(`${HOLD_REASON_INTRO.claim} ${REASON}`);
    expect(card).not.toHaveTextContent('Nothing');
  });

  it('says nothing is still needed once the employee answered the hold with every document in', async () => {
    mockFetch({
      [`GET ${CMS}/get-claims`]: () =>
        json(200, { data: [heldClaim({ holdAnsweredAt: '2026-12-05T10:00:00Z' })] }),
    });
    renderWithApp(<EmployeeClaimsPage />, { path: '/employee/funeral/claims' });
    const card = await screen.findByRole('link', { name: /CLM-2026-000001/ });
    expect(within(card).getByText('Still needed').nextSibling).toHaveTextContent('Nothing');
  });

  it('names the document sent for the hold by what the assessor asked for, not by its code', async () => {
    const sent = { ...DOCUMENTS[0]!, id: 'd-hold', type: HOLD_DOCUMENT_KIND.value, askedFor: REASON };
    const claim = heldClaim({ holdAnsweredAt: '2026-12-05T10:00:00Z', documents: [...DOCUMENTS, sent] });
    mockFetch({ [`GET ${CMS}/get-claims`]: () => json(200, { data: [claim] }) });
    renderWithApp(<EmployeeClaimsPage />, { path: '/employee/funeral/claims' });
    const card = await screen.findByRole('link', { name: /CLM-2026-000001/ });
    const documents = within(card).getByText('Documents').nextSibling;
    expect(documents).toHaveTextContent(
      'Death registration form, Asked for: certified copy of your marriage certificate',
    );
    expect(card).not.toHaveTextContent(HOLD_DOCUMENT_KIND.value);
  });

  it('names the documents still needed, before what the assessor asked for', async () => {
    const claim = heldClaim({ documentsOutstanding: ['death_registration_form'] });
    mockFetch({ [`GET ${CMS}/get-claims`]: () => json(200, { data: [claim] }) });
    renderWithApp(<EmployeeClaimsPage />, { path: '/employee/funeral/claims' });
    const card = await screen.findByRole('link', { name: /CLM-2026-000001/ });
    expect(within(card).getByText('Still needed').nextSibling).toHaveTextContent(
      `${documentKindLabel('death_registration_form')}. ${HOLD_REASON_INTRO.claim} ${REASON}`,
    );
  });
});

describe('EmployeeClaimPage', () => {
  it('shows the held claim with the assessor’s reason and sends the document asked for', async () => {
    upload.mockResolvedValue({ documents: [], documentsOutstanding: [], message: 'ok' });
    const { callsTo } = mockFetch({
      [`GET ${CMS}/get-claim`]: () => json(200, heldClaim()),
      [`GET ${CMS}/get-claim-documents`]: () => json(200, { data: DOCUMENTS }),
    });
    renderWithApp(
      <Routes>
        <Route path="/employee/funeral/claims/:claimId" element={<EmployeeClaimPage />} />
      </Routes>,
      { path: `/employee/funeral/claims/${CLAIM_ID}` },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim CLM-2026-000001' }),
    ).toBeInTheDocument();
    expect(callsTo('GET', `${CMS}/get-claim`)[0]?.query.get('claimId')).toBe(CLAIM_ID);
    expect(screen.getByRole('link', { name: 'Funeral claims' })).toHaveAttribute(
      'href',
      '/employee/funeral/claims',
    );
    const hold = screen.getByTestId('claim-hold-reason');
    expect(hold).toHaveTextContent(`${HOLD_REASON_INTRO.claim}${REASON}`);
    expect(screen.getByText('Naledi Mokoena')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Claim progress' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.upload(
      within(hold).getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false }),
      new File(['%PDF-1.4'], 'marriage.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(hold).getByRole('button', { name: 'Send document' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      url: `${CMS}/upload-claim-documents`,
      fields: { claimId: CLAIM_ID, kind: HOLD_DOCUMENT_KIND.value },
    });
    expect(await screen.findByText(CLAIM_HOLD_MESSAGES.received)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', `${CMS}/get-claim`).length).toBeGreaterThan(1));
  });
});
