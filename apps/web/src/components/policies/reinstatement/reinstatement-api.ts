import {
  REINSTATEMENT_PATHS,
  type ReinstateInput,
  type ReinstatementAudience,
  type ReinstatementOffer,
  type ReinstateReply,
} from '@cover/domain';
import { api } from '../../../app/api';

/** The API path of a policy's reinstatement, relative to the api base (the same for GET and POST). */
export const reinstatementUrl = (audience: ReinstatementAudience, policyId: string) =>
  REINSTATEMENT_PATHS[audience].offer.path
    .replace(/^\/api\//, '')
    .replace(':policyId', encodeURIComponent(policyId));

export interface ReinstatementArgs {
  audience: ReinstatementAudience;
  policyId: string;
}

const offerTag = ({ audience, policyId }: ReinstatementArgs) => ({
  type: 'Policy' as const,
  id: `reinstatement:${audience}:${policyId}`,
});

/**
 * Reinstatement of a lapsed policy, one family for every line (docs/decisions/0026). Reinstating changes
 * the policy, its payment and its documents (a new schedule), so every cached policy and document is
 * fetched again: the line's page then shows the policy ACTIVE.
 */
export const reinstatementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReinstatementOffer: build.query<ReinstatementOffer, ReinstatementArgs>({
      query: (args) => reinstatementUrl(args.audience, args.policyId),
      providesTags: (_result, _error, args) => [offerTag(args)],
    }),
    reinstatePolicy: build.mutation<
      ReinstateReply,
      ReinstatementArgs & { body: ReinstateInput; idempotencyKey: string }
    >({
      query: ({ audience, policyId, body, idempotencyKey }) => ({
        url: reinstatementUrl(audience, policyId),
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['Policy', 'Document'] : []),
    }),
  }),
});

export const { useGetReinstatementOfferQuery, useReinstatePolicyMutation } = reinstatementApi;
