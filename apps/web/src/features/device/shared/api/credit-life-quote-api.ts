import type { CreditLifeQuote } from '@cover/domain';
import { DEVICE_PATHS } from '@cover/domain/device';
import { api } from '../../../../app/api';
import { pathMapRequest } from '../../../../lib/path-map-request';
import type { DeviceFamily } from './purchase-api';

/** The public estimate of credit life's premium on a phone's outstanding balance (getCreditLifeQuote). */
export const deviceCreditLifeQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCreditLifeQuote: build.query<CreditLifeQuote, { family: DeviceFamily; outstandingBalance: number }>({
      query: ({ family, outstandingBalance }) =>
        pathMapRequest(DEVICE_PATHS[family].getCreditLifeQuote, { input: { outstandingBalance } }),
    }),
  }),
});

export const { useGetCreditLifeQuoteQuery } = deviceCreditLifeQuoteApi;
