import { describe, expect, it } from 'vitest';
import { coverStartInstant, eventBeforeCoverMessage } from './cover-start.js';

/** Issued at 02:47 on 5 December 2026 in South Africa (00:47 UTC). */
const ISSUED = new Date('2026-12-05T00:47:12Z');
const NOW = new Date('2026-12-05T10:00:00Z');

describe('coverStartInstant', () => {
  it('is the issue instant when cover starts on the day it was issued', () => {
    expect(coverStartInstant({ startDate: '2026-12-05', issuedAt: ISSUED })).toEqual(ISSUED);
  });

  it('is the start of the start day in South Africa when cover starts on a later day', () => {
    expect(coverStartInstant({ startDate: '2026-12-08', issuedAt: ISSUED })).toEqual(
      new Date('2026-12-07T22:00:00Z'),
    );
  });

  it('is the start of the start day for a policy recorded with an earlier start', () => {
    expect(coverStartInstant({ startDate: '2026-11-05', issuedAt: ISSUED })).toEqual(
      new Date('2026-11-04T22:00:00Z'),
    );
  });

  it('is the issue instant, a minute later on the same SA day, when issued late at night in UTC', () => {
    // 23:30 UTC on 4 December is 01:30 on 5 December in South Africa
    const late = new Date('2026-12-04T23:30:00Z');
    expect(coverStartInstant({ startDate: '2026-12-05', issuedAt: late })).toEqual(late);
  });
});

describe('eventBeforeCoverMessage', () => {
  const issuedToday = { startDate: '2026-12-05', issuedAt: ISSUED };
  it.each<[string, { date: string; time?: string | null }, string | null]>([
    [
      'seven minutes before the issue',
      { date: '2026-12-05', time: '02:40' },
      'This happened before your cover started at 02:47 on 5 December 2026.',
    ],
    ['in the minute of the issue', { date: '2026-12-05', time: '02:47' }, null],
    ['after the issue', { date: '2026-12-05', time: '09:15' }, null],
    [
      'the day before',
      { date: '2026-12-04', time: '23:59' },
      'This happened before your cover started at 02:47 on 5 December 2026.',
    ],
    [
      'the day before, no time given (the start day alone)',
      { date: '2026-12-04' },
      'This happened before your cover started on 5 December 2026.',
    ],
    ['the start day, no time given (the day is covered)', { date: '2026-12-05', time: null }, null],
  ])('issued today, an event %s', (_name, event, message) => {
    expect(eventBeforeCoverMessage(event, issuedToday, NOW)).toBe(message);
  });

  it('names the start day alone when cover started at the start of a later day', () => {
    const later = { startDate: '2026-12-08', issuedAt: ISSUED };
    const after = new Date('2026-12-09T08:00:00Z');
    expect(eventBeforeCoverMessage({ date: '2026-12-07', time: '23:59' }, later, after)).toBe(
      'This happened before your cover started on 8 December 2026.',
    );
    expect(eventBeforeCoverMessage({ date: '2026-12-08', time: '00:00' }, later, after)).toBeNull();
  });

  it('says when cover starts while it has not started yet', () => {
    const later = { startDate: '2026-12-08', issuedAt: ISSUED };
    expect(eventBeforeCoverMessage({ date: '2026-12-05', time: '08:00' }, later, NOW)).toBe(
      'Your cover starts on 8 December 2026: you can claim for what happens from then.',
    );
  });
});
