import { describe, expect, it } from 'vitest';
import { buildStampText } from './build-stamp';

describe('buildStampText', () => {
  it('words a release build’s version and day (South African time)', () => {
    expect(buildStampText('0.1.0+2026-12-05T10:13:32.898Z')).toBe('Version 0.1.0, built 5 December 2026');
    expect(buildStampText('1.2.0+2026-12-05T22:30:00.000Z')).toBe('Version 1.2.0, built 6 December 2026');
  });

  it('shows any other stamp as it is', () => {
    expect(buildStampText('development')).toBe('Build development');
  });
});
