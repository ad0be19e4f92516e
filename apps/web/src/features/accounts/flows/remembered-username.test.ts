import { afterEach, describe, expect, it } from 'vitest';
import { isStorableUsername, rememberedUsername, rememberUsername } from './remembered-username';

afterEach(() => localStorage.clear());

describe('remembered username', () => {
  it.each([
    ['thandi', true],
    ['  thandi  ', true],
    ['010000001', true],
    ['8001015009087', false],
    ['800101 5009 087', false],
    ['', false],
    ['   ', false],
  ])('%j may be stored: %s', (username, storable) => {
    expect(isStorableUsername(username)).toBe(storable);
  });

  it('keeps only the username, per audience, and offers it again', () => {
    rememberUsername('retail', ' thandi ');
    expect(rememberedUsername('retail')).toBe('thandi');
    expect(rememberedUsername('employee')).toBe('');
    expect(Object.values({ ...localStorage })).toEqual(['thandi']);
  });

  it('never stores an ID number and forgets the previous username when one is used', () => {
    rememberUsername('retail', 'thandi');
    rememberUsername('retail', '8001015009087');
    expect(rememberedUsername('retail')).toBe('');
    expect(JSON.stringify({ ...localStorage })).not.toContain('8001015009087');
  });

  it('does not offer an ID number found in storage', () => {
    localStorage.setItem('cover.lastUsername.retail', '8001015009087');
    expect(rememberedUsername('retail')).toBe('');
  });
});
