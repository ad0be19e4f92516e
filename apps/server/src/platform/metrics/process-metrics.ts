import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event loop lag, GC, handles): one registry per process, created
 * at the first call, because they describe the process, not an app, and collecting them starts observers
 * that are never stopped. Never prom-client's global registry.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
