import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('chart failed');
  return <p>Policy details</p>;
}

describe('ErrorBoundary', () => {
  it('shows a friendly fallback, logs the error, and recovers on retry', async () => {
    const logger = { error: vi.fn(() => true) };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(
      <MemoryRouter>
        <ErrorBoundary logger={logger}>
          <Flaky />
        </ErrorBoundary>
      </MemoryRouter>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(/something went wrong on this page/i);
    expect(logger.error).toHaveBeenCalledWith(
      new Error('chart failed'),
      expect.objectContaining({ source: 'error-boundary', componentStack: expect.stringContaining('Flaky') }),
    );

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(screen.getByText('Policy details')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
