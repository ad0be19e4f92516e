import { describe, expect, it } from 'vitest';
import { INSPECTION_PHOTO_GUIDES, inspectionPhotoKindsOf } from './pre-inspection-photos.js';

describe('the photos an inspection asks for', () => {
  it.each([
    ['PRE_INSPECTION', ['front', 'rear', 'left', 'right', 'odometer', 'licence_disc', 'windscreen']],
    [
      'CLAIM_SUBMISSION',
      ['damage', 'damage_close_up', 'front', 'rear', 'left', 'right', 'odometer', 'licence_disc'],
    ],
  ] as const)('%s: %j', (type, kinds) => {
    expect(inspectionPhotoKindsOf(type)).toEqual(kinds);
    for (const kind of kinds) expect(INSPECTION_PHOTO_GUIDES[kind].label, kind).not.toBe('');
  });
});
