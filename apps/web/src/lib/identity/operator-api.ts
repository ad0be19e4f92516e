import { api } from '../../app/api';

/**
 * The operator's cookie session (spec 000 §6–7): getUserName answers for the signed-in operator. Sign-in
 * and sign-out are plain calls (`operator-calls.ts`); the api's cache is emptied by both.
 */
export const operatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOperatorUserName: build.query<{ userName: string; displayName: string }, void>({
      query: () => 'operator/getUserName',
    }),
  }),
});

export const { useGetOperatorUserNameQuery } = operatorApi;
