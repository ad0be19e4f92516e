import { describe, expect, it } from 'vitest';
import { cachePerDatabase, ReferenceCache } from './reference-cache.js';

describe('ReferenceCache', () => {
  it('answers a repeated key from memory until the time-to-live passes', async () => {
    let time = 0;
    const cache = new ReferenceCache<number>(1000, 10, () => time);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    time = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one load between concurrent misses and forgets a failed load', async () => {
    const cache = new ReferenceCache<string>(1000, 10);
    let loads = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['v1', 'v1']);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry when full', async () => {
    const cache = new ReferenceCache<string>(60_000, 2);
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe('v2');
    expect(await cache.get('a', load)).toBe('v4');
  });

  it('keeps apps on different databases apart', async () => {
    const cacheOf = cachePerDatabase<string>(60_000, 10);
    const first = {};
    const second = {};
    expect(await cacheOf(first).get('q', async () => 'first')).toBe('first');
    expect(await cacheOf(second).get('q', async () => 'second')).toBe('second');
    expect(cacheOf(first)).toBe(cacheOf(first));
  });
});
