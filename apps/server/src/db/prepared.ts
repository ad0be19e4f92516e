import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * A statement built once per database and sent as a named prepared statement: drizzle builds its SQL text
 * once instead of on every call (a tenth of a millisecond of the event loop per statement), and PostgreSQL
 * parses it once per connection. For the statements every signed-in request sends and the reads of a
 * holder's own policies and claims (lists and details). A transaction's handle is a database of its own, so
 * inside one the statement is built for that transaction (still parsed once per connection by PostgreSQL).
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

/**
 * `column = any($name)`: a list of values sent as one array parameter, so a statement about any number of
 * ids is prepared once (an `in ($1, $2, …)` list is a different statement for every length).
 */
export const anyOf = (column: Column, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;

/** `column = $name` when the parameter is given, no condition when it is null: optional filters, one statement. */
export const equalsIfGiven = (column: Column, name: string): SQL =>
  sql`(${sql.placeholder(name)}::text is null or ${column} = ${sql.placeholder(name)})`;
