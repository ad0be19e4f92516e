import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STATUSES,
  ASSESSMENT_STATUS_LABELS,
  closesWithApplication,
  PRE_INSPECTION_CLOSE_REASONS,
  preInspectionClosedSummary,
  type AssessmentStatus,
  type PreInspectionCloseReason,
} from './pre-inspection-status.js';

describe('closesWithApplication', () => {
  const table: [AssessmentStatus, boolean][] = [
    ['AWAITING_PHOTOS', true],
    ['SUBMITTED', true],
    ['REJECTED', true],
    ['APPROVED', false],
    ['CANCELLED', false],
  ];

  it.each(table)('%s closes with its application: %s', (status, closes) => {
    expect(closesWithApplication(status)).toBe(closes);
  });

  it('answers for every status', () => {
    expect(table.map(([status]) => status).sort()).toEqual([...ASSESSMENT_STATUSES].sort());
  });

  it('a closed one reads "No longer needed"', () => {
    expect(ASSESSMENT_STATUS_LABELS.CANCELLED).toBe('No longer needed');
  });
});

describe('preInspectionClosedSummary', () => {
  const table: [PreInspectionCloseReason, string][] = [
    ['declined', 'Pre-inspection no longer needed: the application for this vehicle was declined'],
    ['withdrawn', 'Pre-inspection no longer needed: the application for this vehicle was withdrawn'],
  ];

  it.each(table)('%s: %s', (reason, summary) => {
    expect(preInspectionClosedSummary(reason)).toBe(summary);
  });

  it('says why for every reason', () => {
    expect(table.map(([reason]) => reason)).toEqual([...PRE_INSPECTION_CLOSE_REASONS]);
  });
});
