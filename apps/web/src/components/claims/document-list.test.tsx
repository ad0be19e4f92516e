import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { HOLD_DOCUMENT_KIND } from '@cover/domain';
import { DOCUMENT_LOAD_FAILED, DocumentList, type ListedDocument } from './document-list';

const labels = {
  documentKind: (kind: string) => (kind === 'proof_of_purchase' ? 'Proof of purchase' : kind),
  dateTime: (value: string | null | undefined) => `at ${value ?? ''}`,
};

const doc = (id: string, name: string, contentType: string): ListedDocument => ({
  id,
  name,
  type: 'proof_of_purchase',
  url: `/api/claims/documents/${id}/download`,
  contentType,
  size: '2 KB',
  createdAt: '2026-01-02T10:00',
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DocumentList', () => {
  it('lists each document with its kind, name, size and time; PDFs and photos can be previewed', () => {
    mockFetch();
    renderWithApp(
      <DocumentList
        documents={[
          doc('d-1', 'receipt.pdf', 'application/pdf'),
          doc('d-2', 'id.jpg', 'image/jpeg'),
          { ...doc('d-3', 'asked.pdf', 'application/pdf'), type: HOLD_DOCUMENT_KIND.value },
        ]}
        audience="retail"
        labels={labels}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [pdf, jpeg, asked] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pdf).getByText('Proof of purchase')).toBeInTheDocument();
    expect(within(pdf).getByText('receipt.pdf · 2 KB · at 2026-01-02T10:00')).toBeInTheDocument();
    expect(within(pdf).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(within(jpeg).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(within(jpeg).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    // the document sent for a hold is named as such, not by its kind's code
    expect(within(asked).getByText(HOLD_DOCUMENT_KIND.label)).toBeInTheDocument();
  });

  it('names each document sent for a hold by what that hold asked for, the generic name when unknown', () => {
    mockFetch();
    const asked = (id: string, askedFor: string | null) => ({
      ...doc(id, `${id}.pdf`, 'application/pdf'),
      type: HOLD_DOCUMENT_KIND.value,
      askedFor,
    });
    renderWithApp(
      <DocumentList
        documents={[
          asked('d-1', 'Please upload a certified copy of the death certificate.'),
          asked('d-2', 'The DHA-1663 form'),
          asked('d-3', null),
        ]}
        audience="retail"
        labels={labels}
      />,
    );
    const [first, second, unknown] = screen.getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('Asked for: certified copy of the death certificate')).toBeInTheDocument();
    expect(within(second).getByText('Asked for: the DHA-1663 form')).toBeInTheDocument();
    expect(within(unknown).getByText(HOLD_DOCUMENT_KIND.label)).toBeInTheDocument();
  });

  it('opens a preview under its own row, scrolled into view, a photo as an image; closes it again', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockFetch({
      'GET /api/claims/documents/d-2/download': () =>
        new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 }),
    });
    renderWithApp(
      <DocumentList
        documents={[doc('d-1', 'receipt.pdf', 'application/pdf'), doc('d-2', 'id.jpg', 'image/jpeg')]}
        audience="retail"
        labels={labels}
      />,
    );
    const user = userEvent.setup();
    const jpeg = screen.getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(jpeg).getByRole('button', { name: 'Preview' }));
    const image = await within(jpeg).findByTestId('image-preview');
    expect(image).toHaveAttribute('src', 'blob:preview');
    expect(image).toHaveAttribute('alt', 'id.jpg');
    expect(scrolled).toHaveBeenCalled();
    expect(
      within(screen.getAllByRole('listitem')[0] as HTMLElement).queryByTestId('document-preview'),
    ).toBeNull();
    await user.click(within(jpeg).getByRole('button', { name: 'Hide preview' }));
    expect(screen.queryByTestId('document-preview')).toBeNull();
  });

  it('says when there are no documents yet', () => {
    renderWithApp(<DocumentList documents={[]} audience="retail" labels={labels} />);
    expect(screen.getByText('No documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('previews a PDF fetched from its download route', async () => {
    const { callsTo } = mockFetch({
      'GET /api/claims/documents/d-1/download': () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 }),
    });
    renderWithApp(
      <DocumentList
        documents={[doc('d-1', 'receipt.pdf', 'application/pdf')]}
        audience="retail"
        labels={labels}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('pdf-preview')).toHaveAttribute('src', 'blob:preview');
    expect(callsTo('GET', '/api/claims/documents/d-1/download')).toHaveLength(1);
  });

  it('tells the person when a document cannot be loaded', async () => {
    mockFetch({
      'GET /api/claims/documents/d-2/download': () => new Response('nope', { status: 500 }),
    });
    renderWithApp(
      <DocumentList documents={[doc('d-2', 'id.png', 'image/png')]} audience="retail" labels={labels} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(DOCUMENT_LOAD_FAILED)).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
