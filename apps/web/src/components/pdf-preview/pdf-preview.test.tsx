import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PdfPreview, PDF_NOT_SHOWN_HERE } from './pdf-preview';

const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

/** Sets navigator.pdfViewerEnabled as a browser reports it (undefined: a browser that predates it). */
function browserShowsPdfs(value: boolean | undefined) {
  Object.defineProperty(window.navigator, 'pdfViewerEnabled', { configurable: true, value });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:schedule');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  browserShowsPdfs(undefined);
});

describe('PdfPreview', () => {
  it.each([
    { case: 'a browser with a PDF viewer', enabled: true },
    { case: 'a browser that predates pdfViewerEnabled', enabled: undefined },
  ])('shows the PDF in a frame in $case', ({ enabled }) => {
    browserShowsPdfs(enabled);
    render(<PdfPreview source={pdf} fileName="schedule.pdf" title="Policy schedule" />);
    expect(screen.getByTitle('Policy schedule')).toHaveAttribute('src', 'blob:schedule');
    expect(screen.queryByText(PDF_NOT_SHOWN_HERE)).toBeNull();
  });

  it('offers the download and the new tab, without an empty frame, where the browser shows no PDFs in a page', () => {
    // Chrome on Android reports false: a frame there stays blank.
    browserShowsPdfs(false);
    render(<PdfPreview source={pdf} fileName="schedule.pdf" title="Policy schedule" />);
    expect(screen.queryByTitle('Policy schedule')).toBeNull();
    expect(screen.queryByTestId('pdf-preview')).toBeNull();
    expect(screen.getByText(PDF_NOT_SHOWN_HERE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download schedule.pdf' })).toHaveAttribute(
      'href',
      'blob:schedule',
    );
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'blob:schedule');
  });
});
