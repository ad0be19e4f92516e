/** The api's cache tags (api.ts): what its queries provide and its mutations invalidate. */
export const API_TAG_TYPES = [
  'Config',
  'Outbox',
  'PolicyHolder',
  'Policy',
  'Application',
  'Claim',
  'Quote',
  'Document',
  'Job',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** Where the api keeps its cache in the store. */
export const API_REDUCER_PATH = 'api';
