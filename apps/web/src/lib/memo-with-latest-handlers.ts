import { createElement, memo, useLayoutEffect, useRef, type ComponentType, type ReactElement } from 'react';

type AnyHandler = (...args: never[]) => unknown;

/** An event handler prop, by React's naming: `on` and a capital letter (onChange, onCoverTypeChange). */
export function isHandlerName(key: string): boolean {
  const third = key.charAt(2);
  return key.startsWith('on') && third !== '' && third !== third.toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function sameOwnValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is(a[key], b[key]))
  );
}

/**
 * Two renders' props are the same when each prop is the same value, or a plain object written afresh
 * with the same values (`htmlInput={{ min: 18 }}`, a record of error messages). Arrays, elements' props and
 * anything else compare by identity.
 */
export function samePropValues(previous: object, next: object): boolean {
  const a = previous as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const before = a[key];
    const after = b[key];
    return (
      Object.is(before, after) ||
      (isPlainObject(before) && isPlainObject(after) && sameOwnValues(before, after))
    );
  });
}

/**
 * `component`, rendered again only when a prop other than its event handlers changed (issue 15: on a cheap
 * phone each MUI field re-rendered on every keystroke anywhere on its form). The handlers it is given
 * keep their identity for its whole life and call the handler of the latest render, so a parent may
 * still write them inline (`onChange={(event) => set('age', event.target.value)}`) without it re-rendering,
 * and without it calling a handler that closed over an older render. Only `on…` props are treated so:
 * refs and render functions compare by identity as they are.
 */
export function memoWithLatestHandlers<Props extends object>(
  component: ComponentType<Props>,
): (props: Props) => ReactElement {
  const Memoized = memo(component, samePropValues);
  function WithLatestHandlers(props: Props): ReactElement {
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });
    const handlers = useRef<Map<string, AnyHandler> | null>(null);
    handlers.current ??= new Map();
    const passed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      if (typeof value !== 'function' || !isHandlerName(key)) {
        passed[key] = value;
        continue;
      }
      let handler = handlers.current.get(key);
      if (!handler) {
        handler = (...args: never[]) => {
          const current = (latest.current as Record<string, unknown>)[key];
          return typeof current === 'function' ? (current as AnyHandler)(...args) : undefined;
        };
        handlers.current.set(key, handler);
      }
      passed[key] = handler;
    }
    return createElement(Memoized, passed as Props);
  }
  WithLatestHandlers.displayName = `WithLatestHandlers(${component.displayName ?? component.name})`;
  return WithLatestHandlers;
}
