import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { forgetConnection, idleAtOnce, setConnection } from '../../test/idle-and-data-saver';

// The form's code, counted as it downloads (the real one needs the store and the API).
const downloads = { count: 0 };

/** An IntersectionObserver the test moves: `scrollNear()` brings the form within its margin. */
const observers: IntersectionObserverCallback[] = [];
const scrollNear = () =>
  act(() => {
    for (const callback of observers)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeEach(() => {
  downloads.count = 0;
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  idleAtOnce();
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetConnection();
});

/** A fresh page: the form's code not downloaded yet (lazyWithPreload keeps what it loaded per module). */
const renderForm = async () => {
  vi.resetModules();
  vi.doMock('./callback-request-form', () => {
    downloads.count += 1;
    return { CallbackRequestForm: () => <p>The call back form</p> };
  });
  const { DeferredCallbackForm } = await import('./deferred-callback-form');
  render(<DeferredCallbackForm source="home" />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};

describe('the call back form below the fold', () => {
  it('downloads once the page is idle, before the visitor scrolls to it', async () => {
    await renderForm();
    expect(downloads.count).toBe(1);
    expect(screen.queryByText('The call back form')).not.toBeInTheDocument();
    await scrollNear();
    expect(await screen.findByText('The call back form')).toBeInTheDocument();
    expect(downloads.count).toBe(1);
  });

  it('with the data saver on, downloads only when the visitor scrolls near it', async () => {
    setConnection({ saveData: true });
    await renderForm();
    expect(downloads.count).toBe(0);
    await scrollNear();
    expect(await screen.findByText('The call back form')).toBeInTheDocument();
    expect(downloads.count).toBe(1);
  });
});
