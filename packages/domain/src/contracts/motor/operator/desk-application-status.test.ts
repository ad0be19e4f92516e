/**
 * The desk's shown status (QA walk 13, finding 4): an application the employee declined at the link is
 * stored as cancelled, yet reads — and is listed under — 'Declined', as one an underwriter declined does.
 */
import { describe, expect, it } from 'vitest';
import type { ApplicationShownStatus } from '../../application-shown-status.js';
import { deskArchiveAction, deskShownStatus, type DeskArchiveAction } from './desk-application-status.js';

const START = '2026-03-02T08:00:00.000Z';
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

describe('archiving at the desk (QA H2 finding 2)', () => {
  it('an application the operator archived reads, and is listed under, Archived', () => {
    expect(deskShownStatus({ ...application('CANCELLED', 'DECLINED'), deskArchivedAt: START })).toBe(
      'ARCHIVED',
    );
    expect(deskShownStatus({ ...application('CANCELLED', 'DECLINED'), deskArchivedAt: null })).toBe(
      'DECLINED',
    );
  });

  const cases: [
    string,
    string,
    OnBehalfAcceptance['status'],
    string | null,
    string | null,
    DeskArchiveAction,
  ][] = [
    ['active (finished)', 'ACTIVE', 'ACCEPTED', null, null, 'archive'],
    ['declined by the employee', 'CANCELLED', 'DECLINED', null, null, 'archive'],
    ['declined by underwriting', 'CANCELLED', 'ACCEPTED', 'DECLINED', null, 'archive'],
    ['cancelled', 'CANCELLED', 'ACCEPTED', null, null, 'archive'],
    ['abandoned: the link expired', 'PENDING', 'EXPIRED', null, null, 'archive'],
    ['waiting for the employee', 'PENDING', 'SENT', null, null, null],
    ['not sent yet', 'PENDING', 'NOT_SENT', null, null, null],
    ['approved, waiting', 'APPROVED', 'SENT', null, null, null],
    ['with an underwriter', 'PENDING', 'ACCEPTED', 'REFERRED', null, null],
    ['archived at the desk', 'CANCELLED', 'DECLINED', null, START, 'unarchive'],
    ['removed by the employee', 'ARCHIVED', 'DECLINED', null, null, null],
  ];
  it.each(cases)(
    '%s (%s, %s, %s, archived %s) → %s',
    (_, status, acceptance, underwriting, archivedAt, action) => {
      expect(
        deskArchiveAction({ ...application(status, acceptance, underwriting), deskArchivedAt: archivedAt }),
      ).toBe(action);
    },
  );
});
