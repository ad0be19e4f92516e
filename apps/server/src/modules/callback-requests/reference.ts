import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: references are read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

/** A new callback reference such as CB-7K3QXM. */
export function newCallbackReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `CB-${code}`;
}
