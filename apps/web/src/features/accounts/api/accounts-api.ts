import type {
  CodeDelivery,
  EmployeeRosterMatch,
  TwoFactorChannel,
  TwoFactorStatus,
  UpdateProfileAttributesBody,
  UpdateProfileAttributesReply,
  VerifiableAttribute,
  forgotUsernameReplySchema,
  usernameLookupReplySchema,
} from '@cover/domain';
import type { z } from 'zod';
import { accountApiBase } from '../../../lib/identity/account-api';
import type { Audience } from '../../../lib/identity';
import { messagePreferencesTag } from './message-preferences-api';

type WithAudience<T> = T & { audience: Audience };

/**
 * The account calls of spec 000 §7 (retail and employee families). Authenticated calls carry the
 * audience's bearer token through the api's base query.
 */
export const accountsApi = accountApiBase.injectEndpoints({
  endpoints: (build) => ({
    retailSignUpCheck: build.mutation<{ available: true }, { preferredUsername: string; idNumber: string }>({
      query: (body) => ({ url: 'retail/signUpCheck', method: 'POST', body }),
    }),
    checkUsername: build.mutation<z.infer<typeof usernameLookupReplySchema>, { userName: string }>({
      query: (body) => ({ url: 'retail/user/checkUsername', method: 'POST', body }),
    }),
    sendForgotUsernameMail: build.mutation<z.infer<typeof forgotUsernameReplySchema>, { idNumber: string }>({
      query: (body) => ({ url: 'retail/sendForgotUsernameMail', method: 'POST', body }),
    }),
    updateProfileAttributes: build.mutation<
      UpdateProfileAttributesReply,
      WithAudience<{ body: UpdateProfileAttributesBody }>
    >({
      query: ({ audience, body }) => ({
        url: `${audience}/updateProfileAttributes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { audience }) => [{ type: 'Profile', id: audience }],
    }),
    getUserAttributeVerificationCode: build.mutation<
      CodeDelivery,
      WithAudience<{ attribute: VerifiableAttribute }>
    >({
      query: ({ audience, attribute }) => ({
        url: `${audience}/getUserAttributeVerificationCode`,
        method: 'POST',
        body: { attribute },
      }),
    }),
    verifyUserAttributeCode: build.mutation<
      { attribute: VerifiableAttribute; verified: true },
      WithAudience<{ attribute: VerifiableAttribute; code: string }>
    >({
      query: ({ audience, attribute, code }) => ({
        url: `${audience}/verifyUserAttributeCode`,
        method: 'POST',
        body: { attribute, code },
      }),
      // A verified email or mobile number is where the policy messages go from now on.
      invalidatesTags: (result, _error, { audience }) => [
        { type: 'Profile', id: audience },
        ...(result ? [messagePreferencesTag(audience)] : []),
      ],
    }),
    twoFactorSend: build.mutation<
      { verifyAttribute: TwoFactorChannel; notice: string },
      WithAudience<{ verifyAttribute: TwoFactorChannel }>
    >({
      query: ({ audience, verifyAttribute }) => ({
        url: `${audience}/twoFactor/send`,
        method: 'POST',
        body: { verifyAttribute },
      }),
    }),
    twoFactorVerify: build.mutation<
      TwoFactorStatus,
      WithAudience<{ verificationCode: string; verifyAttribute: TwoFactorChannel }>
    >({
      query: ({ audience, verificationCode, verifyAttribute }) => ({
        url: `${audience}/twoFactor/verify`,
        method: 'POST',
        body: { verificationCode, verifyAttribute },
      }),
    }),
    getEmployeeData: build.query<EmployeeRosterMatch, { salaryReferenceNumber: string; idNumber: string }>({
      query: ({ salaryReferenceNumber, idNumber }) => ({
        url: 'employee/getEmployeeData',
        params: { salaryReferenceNumber, idNumber },
      }),
      keepUnusedDataFor: 0,
    }),
    employeeRegistrationCheck: build.mutation<{ username: string }, Record<string, unknown>>({
      query: (body) => ({ url: 'employee/registration/check', method: 'POST', body }),
    }),
  }),
});

export const {
  useRetailSignUpCheckMutation,
  useCheckUsernameMutation,
  useSendForgotUsernameMailMutation,
  useUpdateProfileAttributesMutation,
  useGetUserAttributeVerificationCodeMutation,
  useVerifyUserAttributeCodeMutation,
  useTwoFactorSendMutation,
  useTwoFactorVerifyMutation,
  useLazyGetEmployeeDataQuery,
  useEmployeeRegistrationCheckMutation,
} = accountsApi;
