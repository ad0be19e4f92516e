import type * as Decoder from './decode-barcode';

let pending: Promise<typeof Decoder> | null = null;

/**
 * The barcode reader's code, loaded when a scan starts (it and its WebAssembly stay out of every page's
 * first load). A failed download is tried again on the next call.
 */
export function loadDecoder(): Promise<typeof Decoder> {
  pending ??= import('./decode-barcode').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
