import { describe, expect, it, vi } from 'vitest';
import { clientLog } from './client-log';
import { installGlobalErrorLogging, lazyClientLog } from './lazy-client-log';

describe('lazy client logging', () => {
  it('logs uncaught errors and unhandled rejections from window listeners', () => {
    const error = vi.fn(() => true);
    const target = new EventTarget() as Window;
    const uninstall = installGlobalErrorLogging({ error }, target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('uncaught') }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      new Error('uncaught'),
      new Error('rejected'),
    ]);

    uninstall();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after') }));
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('hands an error to the real logger once it has been downloaded', async () => {
    const real = vi.spyOn(clientLog, 'error').mockReturnValue(true);
    const error = new Error('late');
    expect(lazyClientLog.error(error, { source: 'route' })).toBe(true);
    await vi.waitFor(() => expect(real).toHaveBeenCalledWith(error, { source: 'route' }));
    real.mockRestore();
  });
});
