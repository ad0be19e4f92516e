import type { Database } from './client.js';

/**
 * A statement built once per database and sent as a named prepared statement: drizzle builds its SQL text
 * once instead of on every call (a tenth of a millisecond of the event loop per statement), and PostgreSQL
 * parses it once per connection. For the statements every signed-in request sends. A transaction's handle
 * is a database of its own, so inside one the statement is built for that transaction (still parsed once
 * per connection by PostgreSQL).
 */
export function preparedPerDatabase<S>(build: (db: Database) => S): (db: Database) => S {
  const built = new WeakMap<Database, S>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
