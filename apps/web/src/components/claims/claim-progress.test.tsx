import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Providers } from '../../app/providers';
import { createAppStore } from '../../app/store';
import { expectPlainText } from '../../test/plain-text';
import { ClaimProgress, claimProgress, claimStepDate, type ClaimProgressView } from './claim-progress';

const claim = (overrides: Partial<ClaimProgressView> = {}): ClaimProgressView => ({
  status: 'open',
  approvalStatus: 'pending',
  documentsOutstanding: [],
  ...overrides,
});

const timeline = (at: Partial<Record<string, string>>): ClaimProgressView['timeline'] =>
  (['received', 'documents', 'assessing', 'approved', 'declined', 'paid'] as const).map((step) => ({
    step,
    at: at[step] ?? null,
  }));

describe('claimProgress', () => {
  it.each<[string, Partial<ClaimProgressView>, number, string[]]>([
    [
      'documents outstanding',
      { documentsOutstanding: ['death_certificate'] },
      1,
      ['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid'],
    ],
    [
      'documents in, not decided',
      { status: 'open' },
      2,
      ['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid'],
    ],
    [
      'on hold: waiting for the customer',
      { status: 'in_review' },
      1,
      ['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid'],
    ],
    [
      'on hold, answered: back with the assessor',
      { status: 'in_review', holdAnsweredAt: '2026-12-05T08:00:00Z' },
      2,
      ['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid'],
    ],
    [
      'recommended, awaiting approval',
      { status: 'acknowledged' },
      2,
      ['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid'],
    ],
    [
      'approved',
      { status: 'pending_payout', approvalStatus: 'approved' },
      4,
      ['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid'],
    ],
    [
      'paid',
      { status: 'paid_out', approvalStatus: 'approved' },
      5,
      ['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid'],
    ],
    [
      'closed after approval',
      { status: 'closed', approvalStatus: 'approved' },
      5,
      ['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid'],
    ],
    [
      'declined',
      { status: 'closed', approvalStatus: 'repudiated' },
      3,
      ['Claim received', 'Documents received', 'Being assessed', 'Declined'],
    ],
  ])('%s: step %i, worded as the messages', (_, overrides, active, labels) => {
    const progress = claimProgress(claim(overrides));
    expect(progress.active).toBe(active);
    expect(progress.steps.map((step) => step.label)).toEqual(labels);
  });

  it('dates each reached step as a South African day and leaves the others undated', () => {
    const { steps } = claimProgress(
      claim({
        status: 'pending_payout',
        approvalStatus: 'approved',
        timeline: timeline({
          received: '2026-11-20T08:00:00.000Z',
          documents: '2026-11-22T21:30:00.000Z', // 23:30 in South Africa: still the 22nd
          assessing: '2026-11-22T22:30:00.000Z', // 00:30 on the 23rd in South Africa
          approved: '2026-11-25T10:00:00.000Z',
        }),
      }),
    );
    expect(steps.map((step) => step.date)).toEqual([
      '20 November 2026',
      '22 November 2026',
      '23 November 2026',
      '25 November 2026',
      undefined,
    ]);
  });

  it('never dates a step ahead of the current one (on hold: not "Being assessed" with a day)', () => {
    const { steps, active } = claimProgress(
      claim({
        status: 'in_review',
        timeline: timeline({
          received: '2026-12-05T08:00:00Z',
          documents: '2026-12-05T08:00:00Z',
          assessing: '2026-12-05T08:00:00Z',
        }),
      }),
    );
    expect(active).toBe(1);
    // nor the documents step it waits at (the day would sit above 'On hold: we need something from you')
    expect(steps.map((step) => step.date)).toEqual([
      '5 December 2026',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes the declined day for a declined claim', () => {
    const { steps } = claimProgress(
      claim({
        status: 'closed',
        approvalStatus: 'repudiated',
        timeline: timeline({ received: '2026-11-20T08:00:00Z', declined: '2026-11-24T08:00:00Z' }),
      }),
    );
    expect(steps[3]).toMatchObject({
      label: 'Declined',
      step: 'declined',
      date: '24 November 2026',
      error: true,
    });
  });

  it('shows no dates without a timeline, or with unreadable times', () => {
    expect(claimProgress(claim()).steps.every((step) => step.date === undefined)).toBe(true);
    expect(claimProgress(claim({ timeline: null })).steps.every((step) => step.date === undefined)).toBe(
      true,
    );
    expect(claimStepDate('not a date')).toBeUndefined();
    expect(claimStepDate(null)).toBeUndefined();
  });
});

function renderProgress(view: ClaimProgressView) {
  const { store } = createAppStore();
  render(
    <Providers store={store}>
      <ClaimProgress claim={view} />
    </Providers>,
  );
  return screen.getByRole('list', { name: 'Claim progress' });
}

describe('ClaimProgress', () => {
  it('shows the day under each reached step and marks the current one', () => {
    const list = renderProgress(
      claim({
        status: 'open',
        timeline: timeline({ received: '2026-11-20T08:00:00Z', documents: '2026-11-21T08:00:00Z' }),
      }),
    );
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Claim received20 November 2026'),
      expect.stringContaining('Documents received21 November 2026'),
      // the step icon's number, then the label with no date under it
      expect.stringMatching(/^3Being assessed$/),
      expect.stringMatching(/^4Approved$/),
      expect.stringMatching(/^5Paid$/),
    ]);
    expect(within(items[2]!).getByText('Being assessed').closest('[aria-current=step]')).not.toBeNull();
    expectPlainText();
  });

  it('keeps saying what it waits for beside the date', () => {
    const list = renderProgress(
      claim({
        documentsOutstanding: ['repair_quote'],
        timeline: timeline({ received: '2026-11-20T08:00:00Z' }),
      }),
    );
    const documents = within(list).getByText('Documents received').closest('li');
    expect(documents).toHaveTextContent('We are waiting for your documents');
    expect(within(list).getByText('20 November 2026')).toBeInTheDocument();
  });

  it('shows no day on the documents step while it still waits, though some documents are in (motor: the inspection photos)', () => {
    const list = renderProgress(
      claim({
        documentsOutstanding: ['Inspection photos'],
        timeline: timeline({ received: '2026-12-06T08:00:00Z', documents: '2026-12-06T08:05:00Z' }),
      }),
    );
    const documents = within(list).getByText('Documents received').closest('li');
    expect(documents).toHaveTextContent(/^2Documents receivedWe are waiting for your documents$/);
  });

  it('says a claim on hold waits for the customer', () => {
    const list = renderProgress(claim({ status: 'in_review' }));
    const documents = within(list).getByText('Documents received').closest('li');
    expect(documents).toHaveTextContent('On hold: we need something from you');
  });

  it('says the documents a hold asked for were received and the claim is being assessed again', () => {
    const list = renderProgress(
      claim({
        status: 'in_review',
        holdAnsweredAt: '2026-12-05T09:00:00Z',
        timeline: timeline({ received: '2026-12-05T08:00:00Z', documents: '2026-12-05T09:00:00Z' }),
      }),
    );
    expect(within(list).getByText('Being assessed').closest('[aria-current=step]')).not.toBeNull();
    // said once, in the hold's box on the page (QA walk 4, finding 2b): not again under the step
    expect(list).not.toHaveTextContent('We received your documents');
    expect(within(list).queryByText('On hold: we need something from you')).toBeNull();
  });

  it('says neutrally that the decision is being checked while a recommendation awaits its confirmation', () => {
    // QA walk 4, finding 1: 'The recommendation awaits approval' hinted that approval was coming
    const list = renderProgress(claim({ status: 'acknowledged' }));
    const assessing = within(list).getByText('Being assessed').closest('li');
    expect(assessing).toHaveTextContent('We are making a final check before we tell you our decision.');
    expect(list).not.toHaveTextContent(/approval|recommendation/i);
  });

  it('shows a repudiated claim as repudiated (the word of its status), with its day', () => {
    const list = renderProgress(
      claim({
        status: 'closed',
        approvalStatus: 'repudiated',
        timeline: timeline({ received: '2026-11-20T08:00:00Z', declined: '2026-11-24T08:00:00Z' }),
      }),
    );
    const declined = within(list).getByText('Declined').closest('li');
    expect(declined).toHaveTextContent('24 November 2026');
    expect(declined).toHaveTextContent('We cannot pay this claim');
  });

  it('works as before without a timeline', () => {
    const list = renderProgress(claim({ status: 'paid_out', approvalStatus: 'approved' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Claim received', 'Documents received', 'Being assessed', 'Approved', 'Paid']);
  });
});
