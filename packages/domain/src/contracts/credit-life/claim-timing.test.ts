import { describe, expect, it } from 'vitest';
import { eventBeforeCoverMessage } from '../../lifecycle/cover-start.js';
import { creditLifeDeathEvent, isCreditLifeDeathInFuture, type CreditLifeDeath } from './claim-timing.js';

/** Issued at 02:47 on 5 December 2026 in South Africa (00:47 UTC), cover starting that day. */
const ISSUED = new Date('2026-12-05T00:47:12Z');
/** 12:00 on 5 December 2026 in South Africa. */
const NOW = new Date('2026-12-05T10:00:00Z');
const issuedToday = { startDate: '2026-12-05', issuedAt: ISSUED };

describe('a credit life death before the cover started', () => {
  it.each<[string, CreditLifeDeath, string | null]>([
    [
      'on the first day, before the issue',
      { dateOfDeath: '2026-12-05', timeOfDeath: '02:40' },
      'This happened before your cover started at 02:47 on 5 December 2026.',
    ],
    [
      'on the first day, in the minute of the issue',
      { dateOfDeath: '2026-12-05', timeOfDeath: '02:47' },
      null,
    ],
    ['on the first day, after the issue', { dateOfDeath: '2026-12-05', timeOfDeath: '09:15' }, null],
    ['on the first day, no time given (the day is covered)', { dateOfDeath: '2026-12-05' }, null],
    ['on the first day, time given as null', { dateOfDeath: '2026-12-05', timeOfDeath: null }, null],
    [
      'the day before, no time given (the start day alone)',
      { dateOfDeath: '2026-12-04' },
      'This happened before your cover started on 5 December 2026.',
    ],
    [
      'just before midnight the day before (SA time, not UTC)',
      { dateOfDeath: '2026-12-04', timeOfDeath: '23:59' },
      'This happened before your cover started at 02:47 on 5 December 2026.',
    ],
  ])('%s', (_name, death, message) => {
    expect(eventBeforeCoverMessage(creditLifeDeathEvent(death), issuedToday, NOW)).toBe(message);
  });

  it('reads the time in South Africa: 01:00 on the start day is the day before in UTC, before the start of a later start day', () => {
    const later = { startDate: '2026-12-08', issuedAt: ISSUED };
    const after = new Date('2026-12-09T08:00:00Z');
    expect(
      eventBeforeCoverMessage(
        creditLifeDeathEvent({ dateOfDeath: '2026-12-08', timeOfDeath: '01:00' }),
        later,
        after,
      ),
    ).toBeNull();
    expect(
      eventBeforeCoverMessage(
        creditLifeDeathEvent({ dateOfDeath: '2026-12-07', timeOfDeath: '23:59' }),
        later,
        after,
      ),
    ).toBe('This happened before your cover started on 8 December 2026.');
  });
});

describe('a credit life death in the future', () => {
  it.each<[string, CreditLifeDeath, boolean]>([
    ['today, earlier', { dateOfDeath: '2026-12-05', timeOfDeath: '11:59' }, false],
    ['today, this minute', { dateOfDeath: '2026-12-05', timeOfDeath: '12:00' }, false],
    ['today, a minute later', { dateOfDeath: '2026-12-05', timeOfDeath: '12:01' }, true],
    ['today, no time given', { dateOfDeath: '2026-12-05' }, false],
    ['tomorrow, no time given', { dateOfDeath: '2026-12-06' }, true],
    ['tomorrow, just after midnight', { dateOfDeath: '2026-12-06', timeOfDeath: '00:00' }, true],
    ['yesterday, late at night', { dateOfDeath: '2026-12-04', timeOfDeath: '23:59' }, false],
  ])('%s', (_name, death, future) => {
    expect(isCreditLifeDeathInFuture(death, NOW)).toBe(future);
  });

  it('takes the South African day of now: 23:30 UTC is already tomorrow in Johannesburg', () => {
    const lateUtc = new Date('2026-12-05T23:30:00Z'); // 01:30 on 6 December in South Africa
    expect(isCreditLifeDeathInFuture({ dateOfDeath: '2026-12-06', timeOfDeath: '01:15' }, lateUtc)).toBe(
      false,
    );
    expect(isCreditLifeDeathInFuture({ dateOfDeath: '2026-12-06', timeOfDeath: '01:45' }, lateUtc)).toBe(
      true,
    );
  });
});
