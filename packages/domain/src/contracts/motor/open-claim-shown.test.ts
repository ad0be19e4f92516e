import { describe, expect, it } from 'vitest';
import { openClaimShown } from './open-claim-shown.js';

const glass = { claimNumber: 'CLM-1', claimType: 'GLASS', createdAt: '2026-12-01T08:00:00Z' };
const towing = { claimNumber: 'CLM-2', claimType: 'TOWING', createdAt: '2026-12-03T08:00:00Z' };
const theft = { claimNumber: 'CLM-3', claimType: 'STOLEN', createdAt: '2026-12-02T08:00:00Z' };
const hijack = { claimNumber: 'CLM-4', claimType: 'HIJACKED', createdAt: '2026-11-30T08:00:00Z' };

describe('openClaimShown: the open claim a motor policy names (QA walk 12, finding 7)', () => {
  it.each([
    ['none', [], null],
    ['the only one', [glass], 'CLM-1'],
    ['the most recent first', [glass, towing], 'CLM-2'],
    ['a theft, which ends the cover, before a later claim', [glass, towing, theft], 'CLM-3'],
    ['a hijacking before an earlier glass claim', [glass, hijack], 'CLM-4'],
    ['the most recent of two thefts', [hijack, theft], 'CLM-3'],
  ] as const)('%s', (_, claims, shown) => {
    expect(openClaimShown(claims)?.claimNumber ?? null).toBe(shown);
  });

  it('reads dates as well as ISO strings', () => {
    const at = (iso: string) => new Date(iso);
    expect(
      openClaimShown([
        { ...towing, createdAt: at(towing.createdAt) },
        { ...glass, createdAt: at(glass.createdAt) },
      ])?.claimNumber,
    ).toBe('CLM-2');
  });
});
