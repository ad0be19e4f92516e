import { describe, expect, it } from 'vitest';
import { phoneName } from './catalogue.js';

describe('phoneName', () => {
  it.each([
    [{ brand: 'Samsung', model: 'Galaxy A15', storageGb: 128 }, 'Samsung Galaxy A15 128 GB'],
    [{ brand: 'Honor', model: 'Honor 400', storageGb: 256 }, 'Honor 400 256 GB'],
    [{ brand: 'Xiaomi', model: 'xiaomi 15T Pro' }, 'xiaomi 15T Pro'],
    [{ brand: 'Apple', model: 'iPhone 15', storageGb: null }, 'Apple iPhone 15'],
    [{ brand: 'Honor', model: 'Honorable X' }, 'Honor Honorable X'],
  ])('%j → %s', (device, name) => {
    expect(phoneName(device)).toBe(name);
  });
});
