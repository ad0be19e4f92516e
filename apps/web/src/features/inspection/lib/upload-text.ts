import { LOCALE } from '@cover/domain';

/** Whole percent of `size` sent, 0..100. */
export function uploadPercent(sent: number, size: number): number {
  if (size <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((sent / size) * 100)));
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString(LOCALE)} KB`;

/** '120 KB of 310 KB' (the unit the app's file sizes use, formatFileSize) */
export function uploadAmountText(sent: number, size: number): string {
  return `${kilobytes(sent)} of ${kilobytes(size)}`;
}
