import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FORM_CHECK_UNAVAILABLE, lazyFormChecks, problemsOf } from './lazy-form-checks';

const schema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required').max(8, 'At most 8 characters'),
});
type Form = z.input<typeof schema>;

describe('lazyFormChecks', () => {
  it('checks with the schema once it has loaded, and loads it once', async () => {
    const load = vi.fn(async () => schema);
    const { check } = lazyFormChecks<Form>(load);
    const bad = await check({ username: ' ', password: '' });
    expect(bad).toEqual({
      ok: false,
      problems: {
        username: { type: 'too_small', message: 'Username is required' },
        password: { type: 'too_small', message: 'Password is required' },
      },
    });
    const good = await check({ username: ' thandi ', password: 'secret' });
    expect(good).toEqual({ ok: true, values: { username: 'thandi', password: 'secret' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download before the first check', async () => {
    const load = vi.fn(async () => schema);
    const checks = lazyFormChecks<Form>(load);
    await checks.preload();
    await checks.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await checks.check({ username: 'a', password: 'b' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the download fails the form is not passed: it says why, and the next check tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { check, preload } = lazyFormChecks<Form>(load);
    await expect(preload()).resolves.toBeUndefined();
    const first = await check({ username: 'thandi', password: 'secret' });
    expect(first).toEqual({
      ok: false,
      problems: { root: { type: 'unavailable', message: FORM_CHECK_UNAVAILABLE } },
    });
    const second = await check({ username: 'thandi', password: 'secret' });
    expect(second).toEqual({ ok: true, values: { username: 'thandi', password: 'secret' } });
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('problemsOf', () => {
  it.each([
    [
      'one problem per field, the first found',
      [
        { path: ['code'], code: 'too_small', message: 'Enter the code' },
        { path: ['code'], code: 'invalid_format', message: 'Digits only' },
      ],
      { code: { type: 'too_small', message: 'Enter the code' } },
    ],
    [
      'a nested field by its dotted name',
      [{ path: ['address', 'postalCode'], code: 'invalid_format', message: 'Four digits' }],
      { 'address.postalCode': { type: 'invalid_format', message: 'Four digits' } },
    ],
    [
      'a problem of no field is the form’s',
      [{ path: [], code: 'custom', message: 'Something is off' }],
      { root: { type: 'custom', message: 'Something is off' } },
    ],
    ['no problems, none', [], {}],
  ])('%s', (_name, issues, expected) => {
    expect(problemsOf(issues)).toEqual(expected);
  });
});
