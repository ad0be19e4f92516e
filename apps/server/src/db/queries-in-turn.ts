import type pg from 'pg';

type Query = pg.ClientBase['query'];

/**
 * Has a PostgreSQL connection send its queries one after another itself. A connection runs one query at a
 * time, and reads started together on one connection (Promise.all inside a transaction, whose queries all go
 * to its one connection) were queued by pg, which warns that it will stop doing so in pg 9 ("Calling
 * client.query() when the client is already executing a query is deprecated"). Each query started through
 * a promise now waits for the one before it to settle: the same order and the same results, no warning, and
 * still right once pg queues nothing. A query given a callback or a submittable (a cursor) goes to pg as it
 * is: the pool's own `pool.query` checks out a connection for that query alone.
 */
export function sendQueriesInTurn(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = (...args: unknown[]): unknown => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function')
      return query(...args);
    const result = previous.then(() => query(...args));
    previous = result.catch(() => undefined);
    return result;
  };
  client.query = inTurn as Query;
}
