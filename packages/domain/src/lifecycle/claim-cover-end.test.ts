import { describe, expect, it } from 'vitest';
import { claimCoverEnd, eventAfterCoverMessage, eventAfterCoverProblem } from './claim-cover-end.js';

const at = (iso: string) => new Date(iso);

describe('claimCoverEnd: the last day an ended policy covered, for every line', () => {
  it.each([
    ['a policy in force', { status: 'ACTIVE' }, { claimable: true, lastCoveredDay: null }],
    [
      'a cancelled policy: the day it was cancelled is covered (South African day)',
      { status: 'CANCELLED', cancelledAt: at('2026-12-05T22:30:00Z') },
      { claimable: true, lastCoveredDay: '2026-12-06' },
    ],
    [
      'a lapsed policy: the day before it lapsed',
      { status: 'LAPSED', lapsedAt: at('2026-11-01T03:00:00Z') },
      { claimable: true, lastCoveredDay: '2026-10-31' },
    ],
    [
      'a policy ended by the approved claim for its total loss (decision 0041)',
      { status: 'CANCELLED', cancelledAt: at('2026-12-06T08:00:00Z'), cancellationReason: 'policy_claimed' },
      { claimable: false, lastCoveredDay: '2026-12-06' },
    ],
    [
      'a cancelled policy without its day',
      { status: 'CANCELLED' },
      { claimable: false, lastCoveredDay: null },
    ],
    ['a lapsed policy without its day', { status: 'LAPSED' }, { claimable: false, lastCoveredDay: null }],
  ] as const)('%s', (_, policy, expected) => {
    expect(claimCoverEnd(policy)).toEqual(expected);
  });

  it('names the last day in the refusal of a later event', () => {
    expect(eventAfterCoverMessage('2026-12-06')).toBe(
      'Your cover ended on 6 December 2026: only an event on or before that day can be claimed.',
    );
  });
});

describe('eventAfterCoverProblem: an event after the last day of cover, as the forms and the server check it', () => {
  const cancelled = { status: 'CANCELLED', cancelledAt: at('2026-12-06T08:00:00Z') };
  it.each([
    ['in force: any day', { status: 'ACTIVE' }, '2026-12-20', null],
    ['cancelled: the day it was cancelled is covered', cancelled, '2026-12-06', null],
    ['cancelled: a day before', cancelled, '2026-11-30', null],
    ['cancelled: the day after', cancelled, '2026-12-07', eventAfterCoverMessage('2026-12-06')],
    [
      'lapsed: the lapse day itself is not covered',
      { status: 'LAPSED', lapsedAt: at('2026-11-01T03:00:00Z') },
      '2026-11-01',
      eventAfterCoverMessage('2026-10-31'),
    ],
    ['a day not yet typed', cancelled, '', null],
  ] as const)('%s', (_, policy, day, expected) => {
    expect(eventAfterCoverProblem(policy, day)).toBe(expected);
  });
});
