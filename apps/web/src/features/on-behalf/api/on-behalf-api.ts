import {
  ON_BEHALF_PATHS,
  type AcceptOnBehalfDraft,
  type DeclineOnBehalfDraft,
  type DeclineOnBehalfReply,
  type OnBehalfApplicationListReply,
  type OnBehalfReview,
  type MotorApplicationReply,
  type ResendOnBehalfLinkInput,
  type ResendOnBehalfLinkReply,
} from '@cover/domain/motor';
import { api } from '../../../app/api';
import { pathMapRequest } from '../../../lib/path-map-request';

/**
 * The employee's side of the operator desk (ON_BEHALF_PATHS under /api/employee/on-behalf, the employee's
 * token): what was done on their behalf and by whom, the review of a link's application and their own
 * acceptance of its terms and consents, or their "something is wrong" with the reason.
 */
export const onBehalfApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnBehalfApplications: build.query<OnBehalfApplicationListReply, void>({
      query: () => pathMapRequest(ON_BEHALF_PATHS.getOnBehalfApplications),
      providesTags: ['Application'],
    }),
    /** A POST (the token travels in the body), read as a query of the token. */
    reviewOnBehalfApplication: build.query<OnBehalfReview, { token: string }>({
      query: (input) => pathMapRequest(ON_BEHALF_PATHS.reviewOnBehalfApplication, { input }),
    }),
    acceptOnBehalfApplication: build.mutation<
      MotorApplicationReply,
      { body: AcceptOnBehalfDraft; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) =>
        pathMapRequest(ON_BEHALF_PATHS.acceptOnBehalfApplication, { input: body, idempotencyKey }),
      invalidatesTags: ['Application', 'Policy'],
    }),
    /** "Something is wrong": the employee declines the application, saying why. */
    declineOnBehalfApplication: build.mutation<
      DeclineOnBehalfReply,
      { body: DeclineOnBehalfDraft; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) =>
        pathMapRequest(ON_BEHALF_PATHS.declineOnBehalfApplication, { input: body, idempotencyKey }),
      invalidatesTags: ['Application'],
    }),
    /** "Send me the link again": a new review link to the employee's own email and mobile on record. */
    resendOnBehalfLink: build.mutation<
      ResendOnBehalfLinkReply,
      { body: ResendOnBehalfLinkInput; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) =>
        pathMapRequest(ON_BEHALF_PATHS.resendOnBehalfLink, { input: body, idempotencyKey }),
      invalidatesTags: ['Application'],
    }),
  }),
});

export const {
  useGetOnBehalfApplicationsQuery,
  useReviewOnBehalfApplicationQuery,
  useAcceptOnBehalfApplicationMutation,
  useDeclineOnBehalfApplicationMutation,
  useResendOnBehalfLinkMutation,
} = onBehalfApi;
