import { formatDate } from '../policies/format-time';

/**
 * The server's build stamp ('0.1.0+2026-12-05T10:13:32.898Z', build.mjs) as staff read it for support:
 * 'Version 0.1.0, built 5 December 2026'. Any other stamp ('development') is shown as it is.
 */
export function buildStampText(stamp: string): string {
  const [, version, builtAt] = /^(.+)\+(\d{4}-\d{2}-\d{2}T[^+]+)$/.exec(stamp) ?? [];
  return version && builtAt ? `Version ${version}, built ${formatDate(builtAt)}` : `Build ${stamp}`;
}
