import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { retailFuneralFamily, type RetailFuneralCall } from '@cover/domain/funeral';
import { configApi } from '../../../../app/config-api';

/**
 * The retail funeral route of a call: the jmr family when config.flags.useJmrEndpoints, otherwise the
 * retail family (paths.ts). The config is cached for the session, so this costs one request at most.
 */
export async function retailRoute(api: BaseQueryApi, call: RetailFuneralCall) {
  const config = await api.dispatch(configApi.endpoints.getConfig.initiate(undefined, { subscribe: false }));
  const useJmr = config.data?.flags.useJmrEndpoints ?? false;
  return retailFuneralFamily(useJmr)[call];
}

/** Shorthand for pathMapQueryFn's route argument. */
export const retail = (call: RetailFuneralCall) => (api: BaseQueryApi) => retailRoute(api, call);

/** A request body with the idempotency key of its attempt. */
export interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}
