import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback.js';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.3.4', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['1127.0.0.1', false],
    ['127.0.0.1.evil', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
