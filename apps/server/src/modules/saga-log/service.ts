import type { SagaLog } from '@cover/domain';
import type { LogSink } from '../../platform/log-sink/index.js';

/** The path family a client log came through. */
export type SagaLogSource = 'retail' | 'employee';

export interface SagaLogService {
  /** Writes the entry to the remote log (or its monthly file); never fails the caller. */
  record(source: SagaLogSource, entry: SagaLog): Promise<void>;
}

/** One use case behind both api/retail/sagaLog and api/employee/sagaLog. */
export function createSagaLogService(sink: LogSink): SagaLogService {
  return {
    async record(source, entry) {
      await sink.write({ category: entry.category, details: entry.details, source });
    },
  };
}
