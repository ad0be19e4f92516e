import {
  prepareZXingModule,
  purgeZXingModule,
  readBarcodes,
  type ReaderOptions,
  type ZXingModuleOverrides,
} from 'zxing-wasm/reader';
// The reader's WebAssembly is served from our own build, never from the library's default CDN.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** A camera frame drawn on a canvas, or a photo's file. */
export type BarcodeImage = ImageData | Blob;

/**
 * Where the reader finds its .wasm: our build's copy of it. Every other file keeps the reader's own
 * location (`prefix + path`).
 */
export const ZXING_OVERRIDES: ZXingModuleOverrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

prepareZXingModule({ overrides: ZXING_OVERRIDES });

/**
 * The licence disc carries a PDF417 symbol and nothing else we read; hand-held photos need the slower,
 * more thorough search. A disc has one symbol, but a photo may catch another barcode beside it.
 */
const READER_OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  tryHarder: true,
  maxNumberOfSymbols: 4,
};

/** The texts of the PDF417 symbols found in the image, in the order the reader found them. */
export async function decodePdf417(image: BarcodeImage): Promise<string[]> {
  try {
    const results = await readBarcodes(image, READER_OPTIONS);
    return results.filter((result) => result.isValid).map((result) => result.text);
  } catch (error) {
    // The reader keeps a failed download of its WebAssembly for good: forget it, so the next scan fetches
    // the file again (a dropped connection on a phone should not need a page reload).
    purgeZXingModule();
    prepareZXingModule({ overrides: ZXING_OVERRIDES });
    throw error;
  }
}

/** Reads a barcode's text: the fields it holds, or null when it is not what the caller scans for. */
export type BarcodeParser<Fields> = (text: string) => Fields | null;

/**
 * The fields of the first PDF417 symbol in the image that `parse` accepts (for the licence disc, the motor
 * line's parseLicenceDisc), or null when there is none. Rejects only when the reader itself cannot run
 * (its WebAssembly failed to load).
 */
export async function readPdf417<Fields>(
  image: BarcodeImage,
  parse: BarcodeParser<Fields>,
): Promise<Fields | null> {
  for (const text of await decodePdf417(image)) {
    const fields = parse(text);
    if (fields !== null) return fields;
  }
  return null;
}
