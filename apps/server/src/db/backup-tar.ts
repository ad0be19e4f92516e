/**
 * Just enough of the tar format (ustar, as PGlite's dumpDataDir writes it) to check an archive before a
 * restore: every header's checksum and every entry's size against the bytes that are there.
 */

const BLOCK = 512;

export interface TarEntry {
  /** The path inside the archive, without a leading '/' or './'. */
  name: string;
  type: 'file' | 'directory' | 'other';
  size: number;
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

/** The bytes are not a tar archive, or one whose headers or sizes do not add up. */
export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarFormatError';
  }
}

const text = (block: Uint8Array, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
};

const octal = (block: Uint8Array, start: number, length: number): number => {
  const digits = text(block, start, length).trim();
  if (!/^[0-7]+$/.test(digits)) return Number.NaN;
  return Number.parseInt(digits, 8);
};

const isZeroBlock = (block: Uint8Array) => block.every((byte) => byte === 0);

/** The header checksum: the sum of its bytes with the checksum field itself counted as spaces. */
function checksumMatches(block: Uint8Array): boolean {
  const stored = octal(block, 148, 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) {
    sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
  }
  return stored === sum;
}

const entryType = (flag: number): TarEntry['type'] => {
  if (flag === 0 || flag === 0x30) return 'file'; // NUL (old tar) or '0'
  if (flag === 0x35) return 'directory'; // '5'
  return 'other';
};

const normaliseName = (name: string) => name.replace(/^(\.?\/)+/, '').replace(/\/$/, '');

/** Lists the entries of a tar archive; throws a TarFormatError when it is not one or is cut short. */
export function listTarEntries(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let position = 0;
  while (position + BLOCK <= tar.length) {
    const header = tar.subarray(position, position + BLOCK);
    if (isZeroBlock(header)) return entries;
    if (!checksumMatches(header)) {
      throw new TarFormatError(
        entries.length === 0
          ? 'it is not a tar archive'
          : `the header after "${entries.at(-1)?.name ?? ''}" is corrupt (checksum mismatch)`,
      );
    }
    const prefix = text(header, 345, 155);
    const name = normaliseName(prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    const size = octal(header, 124, 12);
    if (!Number.isSafeInteger(size)) throw new TarFormatError(`the size of "${name}" is unreadable`);
    const offset = position + BLOCK;
    if (offset + size > tar.length) throw new TarFormatError(`"${name}" is cut short`);
    entries.push({ name, type: entryType(header[156] ?? 0), size, offset });
    position = offset + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (entries.length === 0) throw new TarFormatError('it is not a tar archive');
  throw new TarFormatError('the archive ends without its end-of-archive marker (cut short)');
}
