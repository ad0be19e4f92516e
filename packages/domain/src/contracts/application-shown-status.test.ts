import { describe, expect, it } from 'vitest';
import { statusLabel } from '../constants/statuses.js';
import {
  APPLICATION_SHOWN_STATUSES,
  applicationShownStatus,
  shownStatusListQuerySchema,
  type ApplicationStatusFacts,
} from './application-shown-status.js';

describe('applicationShownStatus: the chip and the filter of an application list', () => {
  it.each<[ApplicationStatusFacts, string, string]>([
    [{ status: 'PENDING' }, 'PENDING', 'Pending'],
    [{ status: 'PENDING', underwritingStatus: 'REFERRED' }, 'PENDING', 'Pending'],
    [{ status: 'PENDING', underwritingStatus: 'Pending' }, 'PENDING', 'Pending'],
    [{ status: 'PENDING', underwritingStatus: 'ON_HOLD' }, 'ON_HOLD', 'On hold'],
    [{ status: 'PENDING', underwritingStatus: 'OnHold' }, 'ON_HOLD', 'On hold'],
    [
      { status: 'PENDING', underwritingStatus: 'Recommendation Awaited' },
      'RECOMMENDATION_AWAITED',
      'Recommendation awaited',
    ],
    [{ status: 'PENDING', waiting: true }, 'PENDING', 'Pending'],
    [{ status: 'APPROVED', underwritingStatus: 'Approved', waiting: true }, 'IN_PROGRESS', 'In progress'],
    [{ status: 'APPROVED', waiting: false }, 'APPROVED', 'Approved'],
    [{ status: 'ACTIVE', underwritingStatus: 'APPROVED' }, 'ACTIVE', 'Active'],
    [{ status: 'CANCELLED', underwritingStatus: 'DECLINED' }, 'DECLINED', 'Declined'],
    [{ status: 'CANCELLED', underwritingStatus: 'Declined' }, 'DECLINED', 'Declined'],
    [{ status: 'CANCELLED', underwritingStatus: null }, 'CANCELLED', 'Cancelled'],
    [{ status: 'ARCHIVED', underwritingStatus: 'DECLINED' }, 'ARCHIVED', 'Archived'],
  ])('%j → %s (%s)', (facts, shown, words) => {
    expect(applicationShownStatus(facts)).toBe(shown);
    expect(statusLabel(applicationShownStatus(facts))).toBe(words);
  });

  it('offers every shown status, in the words of the chips, and no status for every application', () => {
    expect(APPLICATION_SHOWN_STATUSES.map(statusLabel)).toEqual([
      'Pending',
      'On hold',
      'Recommendation awaited',
      'In progress',
      'Approved',
      'Active',
      'Declined',
      'Cancelled',
      'Archived',
    ]);
    expect(shownStatusListQuerySchema.parse({}).status).toBeUndefined();
    expect(shownStatusListQuerySchema.parse({ status: 'IN_PROGRESS' }).status).toBe('IN_PROGRESS');
    expect(shownStatusListQuerySchema.safeParse({ status: 'SOMETHING' }).success).toBe(false);
  });
});
