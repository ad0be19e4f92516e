import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { UNABLE_TO } from '@cover/domain';
import { clientLog } from '../../lib/client-log';
import { renderWithApp } from '../../test/render';
import { PolicyDocumentsOf } from './policy-documents';
import { documentProblem, type LoadedDocuments } from './document-list-state';

const file = {
  fileName: 'Policy schedule FUN-2026-000001 v1.pdf',
  url: 'data:application/pdf;base64,JVBE',
  description: 'Policy schedule',
};
const query = (over: Partial<LoadedDocuments>): LoadedDocuments => ({
  isLoading: false,
  isError: false,
  refetch: () => undefined,
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the problems of a policy’s documents', () => {
  it.each([
    ['still loading', query({ isLoading: true }), null],
    ['a failed fetch', query({ isError: true }), 'FETCH_FAILED'],
    ['a reply without a data array', query({ data: { files: [file] } }), 'INVALID_RESPONSE_FORMAT'],
    ['a file without its url', query({ data: { data: [{ fileName: 'a.pdf' }] } }), 'INVALID_RESPONSE_FORMAT'],
    ['no files', query({ data: { data: [] } }), 'NO_FILES_FOUND'],
    ['files', query({ data: { data: [file] } }), null],
  ] as const)('%s: %s', (_name, documents, problem) => {
    expect(documentProblem(documents)).toBe(problem);
  });

  it('logs an invalid reply once with the spec’s words and tells the user', async () => {
    const logged = vi.spyOn(clientLog, 'error').mockReturnValue(true);
    renderWithApp(<PolicyDocumentsOf documents={query({ data: { files: [] } })} area="test documents" />);
    expect(await screen.findByText(UNABLE_TO.LOAD_DOCUMENTS)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ message: 'Invalid response format' });
  });

  it('logs “No files found” and shows the empty text, not an error', async () => {
    const logged = vi.spyOn(clientLog, 'error').mockReturnValue(true);
    renderWithApp(<PolicyDocumentsOf documents={query({ data: { data: [] } })} area="test documents" />);
    expect(
      await screen.findByText('Your documents will appear here once they are ready.'),
    ).toBeInTheDocument();
    expect(logged.mock.calls.map(([error]) => (error as Error).message)).toEqual(['No files found']);
  });

  it('logs a failed fetch and offers to try again', async () => {
    const logged = vi.spyOn(clientLog, 'error').mockReturnValue(true);
    renderWithApp(<PolicyDocumentsOf documents={query({ isError: true })} area="test documents" />);
    expect(await screen.findByText(UNABLE_TO.LOAD_DOCUMENTS)).toBeInTheDocument();
    expect(logged.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      'Failed to fetch documents',
    ]);
  });

  it('logs nothing when the files arrive', () => {
    const logged = vi.spyOn(clientLog, 'error').mockReturnValue(true);
    renderWithApp(<PolicyDocumentsOf documents={query({ data: { data: [file] } })} area="test documents" />);
    expect(screen.getByText('Policy schedule')).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });
});
