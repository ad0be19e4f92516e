import type { Database } from '../../db/client.js';

/** The query builders that write or open a transaction. */
const WRITERS = new Set<PropertyKey>([
  'insert',
  'update',
  'delete',
  'transaction',
  'refreshMaterializedView',
]);

const readOnlyViews = new WeakMap<Database, Database>();

/** Thrown when a call that only reads tries to write: a programming error, caught by the route tests. */
export class WriteInReadCallError extends Error {
  constructor(what: PropertyKey) {
    super(`A call that reads (GET) tried to ${String(what)}: make it a POST call in a transaction`);
    this.name = 'WriteInReadCallError';
  }
}

/**
 * The database as a call that only reads sees it: its reads run on the pool, each statement on its own
 * (under READ COMMITTED a transaction would give them no common snapshot anyway), sparing the begin and
 * commit round trips; its query builders that write throw WriteInReadCallError.
 */
export function readOnlyDatabase(db: Database): Database {
  let view = readOnlyViews.get(db);
  if (!view) {
    view = new Proxy(db, {
      get(target, property, receiver) {
        if (WRITERS.has(property)) throw new WriteInReadCallError(property);
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    readOnlyViews.set(db, view);
  }
  return view;
}
