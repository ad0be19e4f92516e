import type { OperatorLogin, OperatorUser } from '@cover/domain';
import { api } from '../../app/api';

/**
 * The operator's cookie session (spec 000 §6–7): login with {name, pass} sets an HttpOnly cookie that
 * same-origin calls carry; getUserName answers for the signed-in operator; logout ends the session.
 */
export const operatorApi = api.enhanceEndpoints({ addTagTypes: ['OperatorSession'] }).injectEndpoints({
  endpoints: (build) => ({
    operatorLogin: build.mutation<OperatorUser, OperatorLogin>({
      query: (body) => ({ url: 'operator/login', method: 'POST', body }),
      invalidatesTags: ['OperatorSession'],
    }),
    getOperatorUserName: build.query<{ userName: string; displayName: string }, void>({
      query: () => 'operator/getUserName',
      providesTags: ['OperatorSession'],
    }),
    operatorLogout: build.mutation<null, void>({
      query: () => ({ url: 'operator/logout', method: 'POST' }),
    }),
  }),
});

export const { useOperatorLoginMutation, useGetOperatorUserNameQuery, useOperatorLogoutMutation } =
  operatorApi;
