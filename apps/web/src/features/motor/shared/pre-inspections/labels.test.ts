import { describe, expect, it } from 'vitest';
import { inspectionsIntro, photosStillWanted } from './labels';

const BEFORE_COVER = { assessmentType: 'PRE_INSPECTION' } as const;
const FOR_CLAIM = { assessmentType: 'CLAIM_SUBMISSION' } as const;

describe('inspectionsIntro', () => {
  it.each([
    ['nothing listed', [], /^Cover starts once the vehicle’s inspection is approved\. The photos/],
    [
      'only inspections before cover',
      [BEFORE_COVER],
      /^Cover starts once the vehicle’s inspection is approved\./,
    ],
    ['only a claim’s inspection', [FOR_CLAIM], /^An inspection for a claim shows us the damage\. The photos/],
    [
      'both kinds',
      [BEFORE_COVER, FOR_CLAIM],
      /^Cover starts once a vehicle’s inspection is approved; an inspection for a claim shows us the damage\./,
    ],
  ] as const)('%s', (_, listed, intro) => {
    expect(inspectionsIntro(listed)).toMatch(intro);
  });

  it('never says cover starts when only a claim’s inspection is listed', () => {
    expect(inspectionsIntro([FOR_CLAIM, FOR_CLAIM])).not.toContain('Cover starts');
  });
});

describe('photosStillWanted', () => {
  it.each([
    ['AWAITING_PHOTOS', false, true],
    ['REJECTED', false, true],
    ['SUBMITTED', false, false],
    ['APPROVED', false, false],
    ['CANCELLED', false, false],
    ['AWAITING_PHOTOS', true, false],
  ] as const)('%s, removed %s: %s', (assessmentStatus, isDeleted, wanted) => {
    expect(photosStillWanted({ assessmentStatus, isDeleted })).toBe(wanted);
  });
});
