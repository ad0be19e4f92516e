import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { CodeDownloadBoundary } from './code-download-boundary';
import { ErrorBoundary } from './error-boundary';
import { MemoryRouter } from 'react-router';

afterEach(() => vi.restoreAllMocks());

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

const renderPanel = (
  component: React.ComponentType<{ label: string }>,
  resetKey: string,
  onUnavailable = vi.fn(),
) => {
  const Lazy = component;
  return (
    <CodeDownloadBoundary resetKey={resetKey} onUnavailable={onUnavailable}>
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="The menu" />
      </Suspense>
    </CodeDownloadBoundary>
  );
};

describe('CodeDownloadBoundary with lazyWithPreload', () => {
  it('keeps the page when the code does not download, says so once, and downloads again when asked next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve(Panel)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const panel = lazyWithPreload(load);
    const onUnavailable = vi.fn(panel.retryAfterFailure);
    const { rerender } = render(
      <main>
        <h1>Home</h1>
        {renderPanel(panel.Component, 'menu', onUnavailable)}
      </main>,
    );
    await vi.waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
    // React renders a failed tree again before giving up; that does not download again.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('The menu')).not.toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();

    online = true;
    rerender(
      <main>
        <h1>Home</h1>
        {renderPanel(panel.Component, 'menu again', onUnavailable)}
      </main>,
    );
    expect(await screen.findByText('The menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('passes any other error on to the route error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.ReactNode {
      throw new Error('a bug, not the network');
    }
    const onUnavailable = vi.fn();
    render(
      <MemoryRouter>
        <ErrorBoundary logger={{ error: vi.fn(() => true) }}>
          {renderPanel(Broken, 'menu', onUnavailable)}
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/something went wrong on this page/i);
    expect(onUnavailable).not.toHaveBeenCalled();
  });
});
