import { retailFuneralFamily } from '@cover/domain/funeral';
import { useGetConfigQuery } from '../../../../app/config-api';

/** The retail funeral routes the page should use (jmr when config.flags.useJmrEndpoints). */
export function useRetailFamily() {
  const config = useGetConfigQuery();
  return {
    family: retailFuneralFamily(config.data?.flags.useJmrEndpoints ?? false),
    ready: config.isSuccess,
  };
}
