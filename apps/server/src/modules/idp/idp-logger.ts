/** Log lines carry operation names, user ids and error types — never codes, passwords or tokens. */
export interface IdpLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}
