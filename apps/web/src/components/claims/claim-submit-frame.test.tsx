import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { ClaimSubmitFrame, type PoliciesQuery } from './claim-submit-frame';
import { ClaimSubmitted, type SubmittedClaim } from './claim-submitted';

const loaded = (patch: Partial<PoliciesQuery> = {}): PoliciesQuery => ({
  isLoading: false,
  isError: false,
  isSuccess: true,
  refetch: vi.fn(),
  ...patch,
});

function renderFrame(props: {
  policies: PoliciesQuery;
  claimable: number;
  loadError?: string;
  result?: string;
}) {
  return renderWithApp(
    <ClaimSubmitFrame
      title="Submit a claim"
      intro="We are sorry for your loss."
      back={{ to: '/claims', label: 'My claims' }}
      policies={props.policies}
      claimable={props.claimable}
      loadError={props.loadError}
      emptyText="A claim is made on a policy in force."
      emptyAction={{ to: '/funeral', label: 'Get funeral cover' }}
      result={props.result ? <p>{props.result}</p> : null}
    >
      <form aria-label="The claim form" />
    </ClaimSubmitFrame>,
  );
}

describe('ClaimSubmitFrame', () => {
  it('shows the form under the title and intro once there is a policy to claim on', () => {
    renderFrame({ policies: loaded(), claimable: 2 });
    expect(screen.getByRole('heading', { level: 1, name: 'Submit a claim' })).toBeInTheDocument();
    expect(screen.getByText('We are sorry for your loss.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My claims' })).toHaveAttribute('href', '/claims');
    expect(screen.getByRole('form', { name: 'The claim form' })).toBeInTheDocument();
  });

  it('shows the loading state, and no form, while the policies load', () => {
    renderFrame({ policies: loaded({ isLoading: true, isSuccess: false }), claimable: 0 });
    expect(screen.getByRole('status', { name: 'Loading your policies' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says so when there is no policy to claim on', () => {
    renderFrame({ policies: loaded(), claimable: 0 });
    expect(screen.getByText('You have no policy to claim on')).toBeInTheDocument();
    expect(screen.getByText('A claim is made on a policy in force.')).toBeInTheDocument();
    // and where to go from there, not a dead end
    expect(screen.getByRole('link', { name: 'Get funeral cover' })).toHaveAttribute('href', '/funeral');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows a load failure with a retry when given its message, and nothing when not', async () => {
    const refetch = vi.fn();
    const failed = loaded({ isError: true, isSuccess: false, refetch });
    const { unmount } = renderFrame({
      policies: failed,
      claimable: 0,
      loadError: 'Unable to load your policies.',
    });
    expect(screen.getByText('Unable to load your policies.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();
    renderFrame({ policies: failed, claimable: 0 });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows only the confirmation once the claim is submitted', () => {
    renderFrame({ policies: loaded(), claimable: 1, result: 'Thank you' });
    expect(screen.getByRole('heading', { level: 1, name: 'Claim submitted' })).toBeInTheDocument();
    expect(screen.getByText('Thank you')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

const reply = (patch: Partial<SubmittedClaim> = {}): SubmittedClaim => ({
  message: 'claim submitted successfully',
  withinWaitingPeriod: false,
  waitingPeriodEndsOn: '2026-06-01',
  notice: null,
  documentsOutstanding: [],
  ...patch,
});

const labels = {
  date: (value: string | null | undefined) => `day ${value ?? ''}`,
  documentKind: (kind: string) => kind.toUpperCase(),
};

describe('ClaimSubmitted', () => {
  it('shows the message, the audience’s lines and the way on, and no notices when there are none', () => {
    renderWithApp(
      <ClaimSubmitted reply={reply()} labels={labels} actions={<a href="/claims">All my claims</a>}>
        <p>Your claim number is CLM-1.</p>
      </ClaimSubmitted>,
    );
    const panel = screen.getByTestId('claim-result');
    expect(panel).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'claim submitted successfully' })).toBeInTheDocument();
    expect(screen.getByText('Your claim number is CLM-1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my claims' })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting period/)).toBeNull();
    expect(screen.queryByText(/Still needed/)).toBeNull();
  });

  it('takes the focus to its heading and scrolls it into view, so a phone shows the claim number', () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderWithApp(
        <ClaimSubmitted reply={reply()} labels={labels} actions={null}>
          <p>Your claim number is CLM-1.</p>
        </ClaimSubmitted>,
      );
      const heading = screen.getByRole('heading', { name: 'claim submitted successfully' });
      expect(heading).toHaveFocus();
      expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
      expect(scrolled.mock.contexts[0]).toBe(heading);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('warns of the waiting period and lists the documents still needed with the note', () => {
    renderWithApp(
      <ClaimSubmitted
        reply={reply({
          withinWaitingPeriod: true,
          notice: 'May be limited.',
          documentsOutstanding: ['a', 'b'],
        })}
        labels={labels}
        outstandingNote="Add them later."
        actions={null}
      >
        {null}
      </ClaimSubmitted>,
    );
    expect(screen.getByText('Waiting period (until day 2026-06-01): May be limited.')).toBeInTheDocument();
    expect(screen.getByText('Still needed: A, B. Add them later.')).toBeInTheDocument();
  });
});
