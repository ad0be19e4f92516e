import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseLicenceDisc } from '@cover/domain/motor';
import { decodePdf417, readPdf417, ZXING_OVERRIDES, type BarcodeImage } from './decode-barcode';

/*
 * "Tested with generated barcode images" (issue 11): PDF417 symbols are drawn by bwip-js and read back by
 * the real zxing-wasm reader, whose .wasm is loaded from node_modules (the app serves the same file from
 * its own build).
 */
const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');

/** A browser's Blob (a photo's File): jsdom's Blob cannot give its bytes (no arrayBuffer()), Node's can. */
const imageBlob = (bytes: Uint8Array | string, type: string) =>
  new NodeBlob([bytes], { type }) as unknown as Blob;

beforeAll(() => {
  prepareZXingModule({
    overrides: { wasmBinary: readFileSync(wasmPath).buffer as ArrayBuffer },
  });
});

/** The motor line reads what the scanner finds with its licence disc parser. */
const readLicenceDisc = (image: BarcodeImage) => readPdf417(image, parseLicenceDisc);

const disc = (...fields: string[]) => `%${fields.join('%')}%`;

const GP_CAR = disc(
  'MVL1CC46',
  '0159',
  '4025T0LV',
  '1',
  '4025011C5KJ9',
  'JDX 123 GP',
  'BSL123R',
  'Motor car / Motorkar',
  'VOLKSWAGEN',
  'POLO VIVO',
  'White / Wit',
  'AAVZZZ6RZHU012345',
  'CWL123456',
  '2026-09-30',
);

/** A PNG of a PDF417 symbol holding `text`, with a white quiet zone, as a photo's file would be. */
async function pdf417Png(text: string, scale = 3): Promise<Blob> {
  const png = await bwipjs.toBuffer({
    bcid: 'pdf417',
    text,
    scale,
    paddingwidth: 12,
    paddingheight: 12,
    backgroundcolor: 'FFFFFF',
  });
  return imageBlob(new Uint8Array(png), 'image/png');
}

/**
 * A camera frame as a canvas gives it (RGBA ImageData): the PDF417 symbol for `text`, printed on white
 * and placed off-centre on a grey, unevenly lit background.
 */
function cameraFrame(text: string): ImageData {
  const [symbol] = bwipjs.raw('pdf417', text, {}) as { pixs: number[]; pixx: number }[];
  if (!symbol) throw new Error('bwip-js drew no symbol');
  const rows = symbol.pixs.length / symbol.pixx;
  const [moduleWidth, moduleHeight, quiet] = [3, 9, 24];
  const width = 900;
  const height = 700;
  const left = 140;
  const top = 180;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const printed =
        x >= left - quiet &&
        x < left + symbol.pixx * moduleWidth + quiet &&
        y >= top - quiet &&
        y < top + rows * moduleHeight + quiet;
      const column = Math.floor((x - left) / moduleWidth);
      const row = Math.floor((y - top) / moduleHeight);
      const dark =
        column >= 0 &&
        column < symbol.pixx &&
        row >= 0 &&
        row < rows &&
        symbol.pixs[row * symbol.pixx + column] === 1;
      const light = printed ? 235 - Math.round((x / width) * 30) : 120 + Math.round((y / height) * 40);
      const value = dark ? 30 : light;
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  return { data, width, height, colorSpace: 'srgb' } as ImageData;
}

describe('the reader is served from our own build', () => {
  it('locates its .wasm at the bundled file, not at a CDN', () => {
    const located = ZXING_OVERRIDES.locateFile?.('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/');
    expect(located).toMatch(/zxing_reader\.wasm$/);
    expect(located).not.toMatch(/^https?:/);
  });
});

describe('readPdf417 with parseLicenceDisc reads generated licence discs', () => {
  it.each([
    [
      'a Gauteng car',
      GP_CAR,
      {
        registrationNumber: 'JDX 123 GP',
        vin: 'AAVZZZ6RZHU012345',
        engineNumber: 'CWL123456',
        make: 'VOLKSWAGEN',
        model: 'POLO VIVO',
        colour: 'White / Wit',
        description: 'Motor car / Motorkar',
        discNumber: '4025011C5KJ9',
        expiryDate: '2026-09-30',
      },
    ],
    [
      'a Western Cape bakkie',
      disc(
        'MVL1CC23',
        '0147',
        '4045A05J',
        '1',
        '40450123ABCD',
        'CA 123-456',
        'HRT456K',
        'LDV / Bakkie',
        'TOYOTA',
        'HILUX 2.4 GD-6',
        'Silver / Silwer',
        'AHTKB3CD001234567',
        '2GD1234567',
        '2027-02-28',
      ),
      {
        registrationNumber: 'CA 123-456',
        vin: 'AHTKB3CD001234567',
        engineNumber: '2GD1234567',
        make: 'TOYOTA',
        model: 'HILUX 2.4 GD-6',
        colour: 'Silver / Silwer',
        description: 'LDV / Bakkie',
        expiryDate: '2027-02-28',
      },
    ],
    [
      'a motorcycle',
      disc(
        'MVL1CC15',
        '0159',
        '4025T0LV',
        '1',
        '4025011BYRL7',
        'CY36265',
        'CDH022J',
        'Motor cycle / Motorfiets',
        'HONDA',
        'CBR600F',
        'Red / Rooi',
        'JH2PC35F9RM234567',
        'PC25E2107891',
        '2025-07-31',
      ),
      {
        registrationNumber: 'CY36265',
        vin: 'JH2PC35F9RM234567',
        engineNumber: 'PC25E2107891',
        make: 'HONDA',
        model: 'CBR600F',
        colour: 'Red / Rooi',
        description: 'Motor cycle / Motorfiets',
      },
    ],
    [
      'a disc with an extra field and no leading empty field',
      disc(
        'MVL1CC46',
        '0159',
        '4025T0LV',
        '1',
        '4025011C5KJ9',
        'ND 123-456',
        'BSL123R',
        'X1',
        'Motor car / Motorkar',
        'FORD',
        'RANGER',
        'Blue / Blou',
        'AFAXXXMJ2XJA12345',
        'P5AT1234567',
        '2026-11-30',
        'EXTRA',
      ).slice(1),
      {
        registrationNumber: 'ND 123-456',
        vin: 'AFAXXXMJ2XJA12345',
        make: 'FORD',
        model: 'RANGER',
        colour: 'Blue / Blou',
        engineNumber: 'P5AT1234567',
        expiryDate: '2026-11-30',
      },
    ],
    [
      'a disc with the description and the engine number missing',
      disc(
        'MVL1CC46',
        '0159',
        '4025T0LV',
        '1',
        '4025011C5KJ9',
        'ABC 123 EC',
        'BSL123R',
        'NISSAN',
        'NP200',
        'White / Wit',
        'ADNHBUD22Z0123456',
        '2026-05-31',
      ),
      {
        registrationNumber: 'ABC 123 EC',
        vin: 'ADNHBUD22Z0123456',
        make: 'NISSAN',
        model: 'NP200',
        colour: 'White / Wit',
        description: '',
        engineNumber: '',
        expiryDate: '2026-05-31',
      },
    ],
  ])('%s, from a photo', async (_name, text, expected) => {
    expect(await readLicenceDisc(await pdf417Png(text))).toMatchObject(expected);
  });

  it('reads a disc from a camera frame (ImageData)', async () => {
    expect(await readLicenceDisc(cameraFrame(GP_CAR))).toMatchObject({
      registrationNumber: 'JDX 123 GP',
      vin: 'AAVZZZ6RZHU012345',
      make: 'VOLKSWAGEN',
    });
  });

  it('returns the symbol text as it is encoded', async () => {
    expect(await decodePdf417(await pdf417Png(GP_CAR, 2))).toEqual([GP_CAR]);
  });
});

describe('readPdf417 with parseLicenceDisc finds no disc', () => {
  const blankFrame = (): ImageData => {
    const data = new Uint8ClampedArray(400 * 300 * 4).fill(255);
    return { data, width: 400, height: 300, colorSpace: 'srgb' } as ImageData;
  };

  it.each<[string, () => Promise<BarcodeImage>]>([
    ['in an image with no barcode', async () => blankFrame()],
    ['in a PDF417 symbol that is not a disc', () => pdf417Png('Hello, this is not a licence disc')],
    [
      'in a barcode of another kind holding a disc text',
      async () => {
        const png = await bwipjs.toBuffer({
          bcid: 'qrcode',
          text: GP_CAR,
          scale: 4,
          paddingwidth: 8,
          paddingheight: 8,
          backgroundcolor: 'FFFFFF',
        });
        return imageBlob(new Uint8Array(png), 'image/png');
      },
    ],
  ])('%s', async (_name, image) => {
    expect(await readLicenceDisc(await image())).toBeNull();
  });

  it('in a file that is not an image', async () => {
    const notAnImage = imageBlob('%PDF-1.7 not a picture', 'application/pdf');
    expect(await readLicenceDisc(notAnImage)).toBeNull();
  });
});
