import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { DocumentsSubmitButton } from './documents-submit-button';
import { startPreparing } from './preparing-documents';

describe('DocumentsSubmitButton', () => {
  it('waits for the photos prepared in its own form (on the whole page when it is in no form)', () => {
    render(
      <>
        <form aria-label="First">
          <div data-testid="first-field" />
          <div data-testid="second-field" />
          <DocumentsSubmitButton type="submit">Send first</DocumentsSubmitButton>
        </form>
        <form aria-label="Other">
          <DocumentsSubmitButton type="submit">Send other</DocumentsSubmitButton>
        </form>
        <DocumentsSubmitButton>Upload documents</DocumentsSubmitButton>
      </>,
    );
    const first = screen.getByRole('button', { name: 'Send first' });
    const other = screen.getByRole('button', { name: 'Send other' });
    const page = screen.getByRole('button', { name: 'Upload documents' });

    let done = () => {};
    act(() => {
      done = startPreparing(screen.getByTestId('first-field'));
    });
    expect(first).toBeDisabled();
    expect(first).toHaveAccessibleName('Preparing your photo…');
    expect(other).toBeEnabled();
    expect(other).toHaveAccessibleName('Send other');
    expect(page).toBeDisabled();

    let secondDone = () => {};
    act(() => {
      secondDone = startPreparing(screen.getByTestId('second-field'));
    });
    expect(first).toHaveAccessibleName('Preparing your photos…');

    act(() => {
      done();
      secondDone();
      // reporting the end twice changes nothing
      done();
    });
    expect(first).toBeEnabled();
    expect(first).toHaveAccessibleName('Send first');
    expect(page).toBeEnabled();
  });

  it('stays disabled when its form disables it', () => {
    render(<DocumentsSubmitButton disabled>Send</DocumentsSubmitButton>);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
