import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNABLE_TO } from '@cover/domain';
import { renderWithApp } from '../../test/render';
import { ClaimDetail, type ClaimQuery } from './claim-detail';
import {
  AddClaimDocuments,
  AddDocuments,
  ALL_DOCUMENTS_IN,
  ClaimPayoutFacts,
  ClaimPayoutPanel,
  ClaimSummaryPanel,
  grantedAmountFact,
  kindsAlreadyIn,
  HOLD_ANSWERED_DOCUMENTS_IN,
  ON_HOLD_DOCUMENTS_IN,
} from './claim-detail-panels';
import { kindsToAdd } from './document-upload-section';

interface Claim {
  claimNumber: string;
  status: string;
  approvalStatus: string;
  statusDisplayValue: string;
  recentlyUpdated: boolean;
  holdReason?: string | null;
  declineReason?: string | null;
}

const CLAIM: Claim = {
  claimNumber: 'CLM-7',
  status: 'open',
  approvalStatus: 'pending',
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

describe('ClaimPayoutFacts', () => {
  it('shows the claimant’s mobile number as South Africans write it, and the bank by name', () => {
    renderWithApp(
      <ClaimPayoutFacts
        claim={{
          claimant: { firstName: 'Nomvula', lastName: 'Dlamini', mobile: '+27825551234' },
          bankDetails: { bankName: 'capitec', accountNumber: '****6789', accountType: 'savings' },
        }}
      />,
    );
    expect(screen.getByText('082 555 1234')).toBeInTheDocument();
    expect(screen.queryByText('+27825551234')).not.toBeInTheDocument();
    expect(screen.getByText('Nomvula Dlamini')).toBeInTheDocument();
  });
});

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

  it('says prominently what a claim on hold needs', () => {
    renderDetail({
      isLoading: false,
      data: {
        ...CLAIM,
        status: 'in_review',
        statusDisplayValue: 'OnHold',
        holdReason: 'A certified copy of the police report',
      },
      refetch: vi.fn(),
    });
    expect(screen.getByText('Your claim is on hold')).toBeInTheDocument();
    expect(screen.getByTestId('claim-hold-reason')).toHaveTextContent(
      'Our assessor wrote:A certified copy of the police report',
    );
  });

  it('gives the reason of a repudiated claim and where to complain; nothing of the kind on an open claim', () => {
    renderDetail({
      isLoading: false,
      data: {
        ...CLAIM,
        status: 'closed',
        approvalStatus: 'repudiated',
        statusDisplayValue: 'Repudiated',
        declineReason: 'The phone was reported lost before the cover started.',
      },
      refetch: vi.fn(),
    });
    expect(screen.getByText('Your claim was repudiated: we cannot pay it')).toBeInTheDocument();
    expect(
      screen.getByText('The reason: The phone was reported lost before the cover started.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'complaints page' })).toHaveAttribute('href', '/complaints');
    // no promise of an email the customer may never get (an SMS-only customer is sent none)
    expect(screen.queryByText(/by email/)).toBeNull();
  });

  it('shows neither notice on an open claim', () => {
    renderDetail({ isLoading: false, data: CLAIM, refetch: vi.fn() });
    expect(screen.queryByTestId('claim-hold-reason')).toBeNull();
    expect(screen.queryByTestId('claim-decline-reason')).toBeNull();
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

describe('AddClaimDocuments on hold', () => {
  const adding = { files: {}, busy: false, upload: vi.fn() };
  const held = { claimId: 'c1', status: 'in_review', approvalStatus: 'pending', documentsOutstanding: [] };

  it('asks for none of the documents already in while the claim is on hold (only what the hold asked for)', () => {
    // QA walk 4, finding 2a: on hold it asked again for every kind already received
    expect(kindsAlreadyIn(held, ['id', 'certificate'])).toEqual(['id', 'certificate']);
    renderWithApp(
      <AddClaimDocuments claim={held} adding={adding} remaining={1}>
        <p>Upload fields</p>
      </AddClaimDocuments>,
    );
    expect(screen.queryByText('Upload fields')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload documents' })).toBeNull();
    expect(screen.getByText(ON_HOLD_DOCUMENTS_IN)).toBeInTheDocument();
  });

  it('once the hold is answered, says the documents are in and where more for the hold goes (never "nothing more to add" beside the hold\'s open slot)', () => {
    renderWithApp(
      <AddClaimDocuments
        claim={{ ...held, holdAnsweredAt: '2026-12-05T09:00:00Z' }}
        adding={adding}
        remaining={1}
      >
        <p>Upload fields</p>
      </AddClaimDocuments>,
    );
    expect(screen.queryByText('Upload fields')).toBeNull();
    // QA walk 6, finding 2: the hold's box above still takes another document
    expect(screen.getByText(HOLD_ANSWERED_DOCUMENTS_IN)).toBeInTheDocument();
    expect(screen.queryByText(ALL_DOCUMENTS_IN)).toBeNull();
  });

  it('offers no optional documents on hold while the damage photos are still to come', () => {
    renderWithApp(
      <AddClaimDocuments claim={held} adding={adding} remaining={2} neededElsewhere>
        <p>Upload fields</p>
      </AddClaimDocuments>,
    );
    expect(screen.queryByText('Upload fields')).toBeNull();
    expect(screen.queryByText(ON_HOLD_DOCUMENTS_IN)).toBeNull();
  });

  it('still takes a document the claim lacks while it is on hold', () => {
    renderWithApp(
      <AddClaimDocuments claim={{ ...held, documentsOutstanding: ['id'] }} adding={adding} remaining={1}>
        <p>Upload fields</p>
      </AddClaimDocuments>,
    );
    expect(screen.getByText('Upload fields')).toBeInTheDocument();
  });

  it('offers nothing once a claim is being decided with its documents in', () => {
    const recommended = {
      claimId: 'c1',
      status: 'acknowledged',
      approvalStatus: 'pending',
      documentsOutstanding: [],
    };
    expect(kindsAlreadyIn(recommended, ['id'])).toEqual(['id']);
    renderWithApp(
      <AddClaimDocuments claim={recommended} adding={adding} remaining={0}>
        <p>Upload fields</p>
      </AddClaimDocuments>,
    );
    expect(screen.queryByText('Upload fields')).toBeNull();
  });

  it('does not say all is in while something that is not uploaded here is still outstanding', () => {
    // QA walk 4, finding 2d: the damage photos come through the inspection link, not this box
    const open = {
      claimId: 'c1',
      status: 'open',
      approvalStatus: 'pending',
      documentsOutstanding: [],
    };
    renderWithApp(
      <AddClaimDocuments claim={open} adding={adding} remaining={0} neededElsewhere>
        <p>Upload fields</p>
      </AddClaimDocuments>,
    );
    expect(screen.queryByText(ALL_DOCUMENTS_IN)).toBeNull();
    expect(screen.queryByText('Upload fields')).toBeNull();
  });
});

describe('grantedAmountFact', () => {
  it('says a repudiated claim is not paid, instead of “not decided yet”', () => {
    expect(grantedAmountFact({ approvalStatus: 'repudiated', grantedAmount: null }).value).toBe(
      'Not paid: the claim was repudiated',
    );
    expect(grantedAmountFact({ approvalStatus: 'pending', grantedAmount: null }).value).toBe(
      'Not decided yet',
    );
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
