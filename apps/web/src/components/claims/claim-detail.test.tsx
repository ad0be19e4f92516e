import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNABLE_TO } from '@cover/domain';
import { renderWithApp } from '../../test/render';
import { ClaimDetail, type ClaimQuery } from './claim-detail';
import { AddDocuments, ALL_DOCUMENTS_IN, ClaimPayoutPanel, ClaimSummaryPanel } from './claim-detail-panels';
import { kindsToAdd } from './document-upload-section';

interface Claim {
  claimNumber: string;
  status: string;
  statusDisplayValue: string;
  recentlyUpdated: boolean;
}

const CLAIM: Claim = {
  claimNumber: 'CLM-7',
  status: 'open',
  statusDisplayValue: 'Pending',
  recentlyUpdated: true,
};

function renderDetail(claim: ClaimQuery<Claim>) {
  return renderWithApp(
    <ClaimDetail back={{ to: '/claims', label: 'My claims' }} claim={claim}>
      {(data) => (
        <>
          <ClaimSummaryPanel claim={data} notice={<p>Waiting period notice</p>}>
            <p>Facts of {data.claimNumber}</p>
          </ClaimSummaryPanel>
          <ClaimPayoutPanel>
            <p>Paid to Capitec</p>
          </ClaimPayoutPanel>
        </>
      )}
    </ClaimDetail>,
  );
}

describe('ClaimDetail', () => {
  it('titles the page with the claim number and shows its status, facts, notice and payout', () => {
    renderDetail({ isLoading: false, data: CLAIM, refetch: vi.fn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Claim CLM-7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My claims' })).toHaveAttribute('href', '/claims');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Recently updated')).toBeInTheDocument();
    expect(screen.getByText('Facts of CLM-7')).toBeInTheDocument();
    expect(screen.getByText('Waiting period notice')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Claimant and payout' })).toBeInTheDocument();
    expect(screen.getByText('Paid to Capitec')).toBeInTheDocument();
  });

  it('shows the loading state while the claim loads', () => {
    renderDetail({ isLoading: true, refetch: vi.fn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Your claim' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your claim' })).toBeInTheDocument();
    expect(screen.queryByText(/Facts of/)).toBeNull();
  });

  it('shows a failure with a retry when the claim does not load', async () => {
    const refetch = vi.fn();
    renderDetail({ isLoading: false, refetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Your claim' })).toBeInTheDocument();
    expect(screen.getByText(UNABLE_TO.LOAD_CLAIMS)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('AddDocuments', () => {
  it('keeps “Upload documents” off until a file is chosen', () => {
    renderWithApp(
      <AddDocuments ready={false} busy={false} onUpload={vi.fn()} remaining={2}>
        <p>Upload fields</p>
      </AddDocuments>,
    );
    expect(screen.getByText('Upload fields')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload documents' })).toBeDisabled();
  });

  it('uploads when a file is chosen', async () => {
    const onUpload = vi.fn();
    renderWithApp(
      <AddDocuments ready busy={false} onUpload={onUpload} remaining={1}>
        <p>Upload fields</p>
      </AddDocuments>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(onUpload).toHaveBeenCalledOnce();
  });

  it('says all the documents are in, without the empty card or its button, once none can be added', () => {
    renderWithApp(
      <AddDocuments ready={false} busy={false} onUpload={vi.fn()} remaining={0}>
        <section aria-label="Add documents">
          <p>What to send</p>
        </section>
      </AddDocuments>,
    );
    expect(screen.getByText(ALL_DOCUMENTS_IN)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload documents' })).toBeNull();
  });
});

describe('kindsToAdd', () => {
  const KINDS = [
    { value: 'id', label: 'ID' },
    { value: 'certificate', label: 'Certificate' },
  ];
  it.each([
    [[], ['id', 'certificate']],
    [['id'], ['certificate']],
    [['certificate', 'id'], []],
    [['certificate', 'id', 'other'], []],
  ])('with %j on the claim, %j can be added', (present, left) => {
    expect(kindsToAdd(KINDS, present).map((kind) => kind.value)).toEqual(left);
  });
});
