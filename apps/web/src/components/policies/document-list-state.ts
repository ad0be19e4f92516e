import { UNABLE_TO, type DocumentFile } from '@cover/domain';

/** What a documents section reads of an RTK Query result of the policy's documents. */
export interface LoadedDocuments {
  data?: { data: readonly DocumentFile[] };
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The documents section's props (files, loading, error, retry) from the query of the policy's documents. */
export function documentListState(documents: LoadedDocuments) {
  return {
    files: documents.data?.data,
    loading: documents.isLoading,
    error: documents.isError ? UNABLE_TO.LOAD_DOCUMENTS : null,
    onRetry: () => void documents.refetch(),
  };
}
