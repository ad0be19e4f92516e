/**
 * The desk's shown status (QA walk 13, finding 4): an application the employee declined at the link is
 * stored as cancelled, yet reads — and is listed under — 'Declined', as one an underwriter declined does.
 */
import { describe, expect, it } from 'vitest';
import type { ApplicationShownStatus } from '../../application-shown-status.js';
import { deskShownStatus } from './desk-application-status.js';
import type { OnBehalfAcceptance } from './desk-applications.js';

const application = (
  status: string,
  acceptance: OnBehalfAcceptance['status'],
  underwritingStatus: string | null = null,
) => ({
  status: status as 'PENDING',
  underwritingStatus: underwritingStatus as null,
  documentsOutstanding: [],
  module: { preInspection: { assessmentStatus: 'APPROVED' } },
  acceptance: { status: acceptance },
});

describe('deskShownStatus', () => {
  const cases: [string, OnBehalfAcceptance['status'], string | null, ApplicationShownStatus][] = [
    ['CANCELLED', 'DECLINED', null, 'DECLINED'],
    ['CANCELLED', 'DECLINED', 'APPROVED', 'DECLINED'],
    ['CANCELLED', 'ACCEPTED', 'DECLINED', 'DECLINED'],
    ['CANCELLED', 'ACCEPTED', null, 'CANCELLED'],
    ['APPROVED', 'SENT', null, 'IN_PROGRESS'],
    ['APPROVED', 'ACCEPTED', null, 'APPROVED'],
    ['PENDING', 'SENT', null, 'PENDING'],
    ['ARCHIVED', 'DECLINED', null, 'ARCHIVED'],
  ];
  it.each(cases)('%s, acceptance %s, underwriting %s → %s', (status, acceptance, underwriting, shown) => {
    expect(deskShownStatus(application(status, acceptance, underwriting))).toBe(shown);
  });
});
