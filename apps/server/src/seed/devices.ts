/**
 * DEMO DATA — the insurable device catalogue: phones released 2023–2026 with colours, storage variants
 * and a replacement cost in cents. Prices are approximate South African retail prices (ZAR, VAT included)
 * chosen by the project for demonstrations; they are not any retailer's price list. See DEMO_DATA_NOTICE.
 */
export { DEMO_DATA_NOTICE } from './demo-notice.js';

export interface DemoDevice {
  brand: string;
  model: string;
  colours: string[];
  storageGb: number;
  replacementCostCents: number;
  releaseYear: number;
  active: boolean;
}

/** One model: its colours and, per storage size, the replacement cost in whole rand. */
interface ModelLine {
  brand: string;
  model: string;
  releaseYear: number;
  colours: string[];
  randByStorage: Record<number, number>;
}

function line(
  brand: string,
  model: string,
  releaseYear: number,
  randByStorage: Record<number, number>,
  colours: string,
): ModelLine {
  return { brand, model, releaseYear, randByStorage, colours: colours.split(', ') };
}

// brand, model, release year, { storage GB: replacement cost in rand }, colours
const MODELS: readonly ModelLine[] = [
  // Apple
  line('Apple', 'iPhone 15', 2023, { 128: 15_999 }, 'Black, Blue, Green, Yellow, Pink'),
  line('Apple', 'iPhone 16', 2024, { 128: 18_999 }, 'Black, White, Pink, Teal, Ultramarine'),
  line('Apple', 'iPhone 16e', 2025, { 128: 14_999 }, 'Black, White'),
  line('Apple', 'iPhone 17', 2025, { 256: 21_999, 512: 26_999 }, 'Black, White, Lavender, Mist Blue, Sage'),
  line('Apple', 'iPhone Air', 2025, { 256: 27_999 }, 'Space Black, Cloud White, Light Gold, Sky Blue'),
  line('Apple', 'iPhone 17 Pro', 2025, { 256: 29_999 }, 'Silver, Cosmic Orange, Deep Blue'),
  line('Apple', 'iPhone 17 Pro Max', 2025, { 256: 32_999, 1024: 42_999 }, 'Silver, Cosmic Orange, Deep Blue'),
  line('Apple', 'iPhone 17e', 2026, { 256: 15_999 }, 'Black, White'),
  // Samsung
  line(
    'Samsung',
    'Galaxy S26 Ultra',
    2026,
    { 256: 31_999, 512: 35_999 },
    'Black, Silver Shadow, Cobalt Violet',
  ),
  line('Samsung', 'Galaxy S26', 2026, { 256: 21_999 }, 'Black, White, Sky Blue'),
  line(
    'Samsung',
    'Galaxy S25 Ultra',
    2025,
    { 256: 28_999 },
    'Titanium Black, Titanium Silverblue, Titanium Gray',
  ),
  line('Samsung', 'Galaxy S25 FE', 2025, { 128: 13_999 }, 'Navy, Icyblue, Jetblack, White'),
  line('Samsung', 'Galaxy S24 FE', 2024, { 128: 11_999 }, 'Blue, Graphite, Mint'),
  line('Samsung', 'Galaxy Z Flip7', 2025, { 256: 24_999 }, 'Blue Shadow, Jetblack, Coral Red'),
  line('Samsung', 'Galaxy Z Fold7', 2025, { 256: 42_999 }, 'Blue Shadow, Silver Shadow, Jetblack'),
  line(
    'Samsung',
    'Galaxy A56 5G',
    2025,
    { 256: 9_999 },
    'Awesome Graphite, Awesome Lightgray, Awesome Olive',
  ),
  line('Samsung', 'Galaxy A36 5G', 2025, { 128: 7_499 }, 'Awesome Black, Awesome Lavender, Awesome White'),
  line('Samsung', 'Galaxy A26 5G', 2025, { 128: 5_999 }, 'Black, White, Mint'),
  line('Samsung', 'Galaxy A16', 2024, { 128: 3_999 }, 'Black, Gray, Light Green'),
  line('Samsung', 'Galaxy A06', 2024, { 64: 2_199 }, 'Black, Gold, Light Blue'),
  // Huawei
  line('Huawei', 'Pura 80 Pro', 2025, { 512: 24_999 }, 'Black, Golden Black, Glazed White'),
  line('Huawei', 'nova 13', 2025, { 256: 9_999 }, 'Black, White, Green'),
  line('Huawei', 'nova Y72', 2025, { 256: 4_999 }, 'Black, White'),
  // Xiaomi / Redmi
  line('Xiaomi', 'Xiaomi 15T Pro', 2025, { 512: 17_999 }, 'Black, Grey, Mocha Gold'),
  line(
    'Xiaomi',
    'Redmi Note 14 Pro 5G',
    2025,
    { 256: 7_999 },
    'Midnight Black, Coral Green, Lavender Purple',
  ),
  line('Xiaomi', 'Redmi Note 14', 2025, { 128: 4_499 }, 'Midnight Black, Ocean Blue, Mist Purple'),
  line('Xiaomi', 'Redmi 15C', 2025, { 128: 2_799 }, 'Midnight Black, Moonlight Blue, Mint Green'),
  // Oppo
  line('Oppo', 'Reno14 5G', 2025, { 512: 12_999 }, 'Forest Green, Pearl White'),
  line('Oppo', 'A5 Pro', 2025, { 256: 5_499 }, 'Olive Green, Mocha Brown'),
  // Vivo
  line('Vivo', 'V50', 2025, { 256: 11_999 }, 'Titanium Grey, Rose Red, Starry Blue'),
  line('Vivo', 'Y29', 2024, { 128: 3_999 }, 'Titanium Gold, Elegant White, Glacier Blue'),
  // Honor
  line('Honor', 'Magic7 Pro', 2025, { 512: 22_999 }, 'Black, Lunar Shadow Grey'),
  line('Honor', 'Honor 400', 2025, { 256: 12_999 }, 'Midnight Black, Meteor Silver, Desert Gold'),
  line('Honor', 'X6c', 2025, { 128: 2_999 }, 'Midnight Black, Ocean Cyan, Moonlight White'),
  // Nokia (HMD)
  line('Nokia', 'G42 5G', 2023, { 128: 4_299 }, 'So Grey, So Purple'),
  line('Nokia', 'C32', 2023, { 64: 1_999 }, 'Charcoal, Beach Pink, Autumn Green'),
  // Motorola
  line('Motorola', 'edge 60 pro', 2025, { 512: 12_999 }, 'Pantone Shadow, Pantone Dazzling Blue'),
  line('Motorola', 'moto g85 5G', 2024, { 256: 6_499 }, 'Cobalt Blue, Olive Green, Urban Grey'),
  line('Motorola', 'moto g05', 2025, { 128: 2_299 }, 'Plum Red, Forest Green'),
  // Hisense, Tecno
  line('Hisense', 'Infinity H60 Smart', 2023, { 128: 2_999 }, 'Black, Blue'),
  line('Tecno', 'Camon 40 Pro', 2025, { 256: 6_999 }, 'Galaxy Black, Glacier White, Emerald Lake Green'),
];

/** The demo device catalogue, one row per brand, model and storage size (about 40 rows). */
export function generateDevices(): DemoDevice[] {
  return MODELS.flatMap((line) =>
    Object.entries(line.randByStorage).map(([storage, rand]) => ({
      brand: line.brand,
      model: line.model,
      colours: [...line.colours],
      storageGb: Number(storage),
      replacementCostCents: rand * 100,
      releaseYear: line.releaseYear,
      active: true,
    })),
  );
}
