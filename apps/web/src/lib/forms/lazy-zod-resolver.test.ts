import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { FORM_CHECK_UNAVAILABLE, lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ username: z.string().trim().min(1, 'Username is required') });
type Form = z.input<typeof schema>;
const options: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  it('checks with the schema once it has loaded, and loads it once', async () => {
    const load = vi.fn(async () => schema);
    const { resolver } = lazyZodResolver<Form>(load);
    const bad = await resolver({ username: ' ' }, undefined, options);
    expect(bad.errors.username?.message).toBe('Username is required');
    const good = await resolver({ username: ' thandi ' }, undefined, options);
    expect(good).toEqual({ values: { username: 'thandi' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download before the first check', async () => {
    const load = vi.fn(async () => schema);
    const checks = lazyZodResolver<Form>(load);
    await checks.preload();
    await checks.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await checks.resolver({ username: 'a' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the download fails the form is not passed: it says why, and the next check tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { resolver, preload } = lazyZodResolver<Form>(load);
    await expect(preload()).resolves.toBeUndefined();
    const first = await resolver({ username: 'thandi' }, undefined, options);
    expect(first.values).toEqual({});
    expect(first.errors.root?.message).toBe(FORM_CHECK_UNAVAILABLE);
    const second = await resolver({ username: 'thandi' }, undefined, options);
    expect(second).toEqual({ values: { username: 'thandi' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
