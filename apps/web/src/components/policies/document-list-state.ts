import { useEffect } from 'react';
import { DOCUMENT_LOG_ERRORS, getDocumentReplySchema, UNABLE_TO, type DocumentFile } from '@cover/domain';
import { clientLog } from '../../lib/client-log';

/** What a documents section reads of an RTK Query result of the policy's documents. */
export interface LoadedDocuments {
  data?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export type DocumentProblem = keyof typeof DOCUMENT_LOG_ERRORS;

/**
 * What went wrong with a policy's documents, in the spec's three logged cases (spec 001 §8, 002 §8): the
 * fetch failed, the reply was not `{ data: [{ fileName, url, description }] }`, or it held no files.
 */
export function documentProblem(documents: LoadedDocuments): DocumentProblem | null {
  if (documents.isLoading) return null;
  if (documents.isError) return 'FETCH_FAILED';
  if (documents.data === undefined) return null;
  const reply = getDocumentReplySchema.safeParse(documents.data);
  if (!reply.success) return 'INVALID_RESPONSE_FORMAT';
  return reply.data.data.length === 0 ? 'NO_FILES_FOUND' : null;
}

/**
 * The documents section's props (files, loading, error, retry) from the query of the policy's documents;
 * each problem is logged once, to the server's client log, with the spec's wording.
 */
export function useDocumentListState(documents: LoadedDocuments, area: string) {
  const problem = documentProblem(documents);
  useEffect(() => {
    if (problem) clientLog.error(new Error(DOCUMENT_LOG_ERRORS[problem]), { source: area });
  }, [problem, area]);
  const reply = getDocumentReplySchema.safeParse(documents.data);
  const files: readonly DocumentFile[] | undefined = reply.success ? reply.data.data : undefined;
  const failed = problem === 'FETCH_FAILED' || problem === 'INVALID_RESPONSE_FORMAT';
  return {
    files,
    loading: documents.isLoading,
    error: failed ? UNABLE_TO.LOAD_DOCUMENTS : null,
    onRetry: () => void documents.refetch(),
  };
}
