import { describe, expect, it } from '@jest/globals';
import { DEVICE_CODE_ALPHABET, hashDeviceCode, issueDeviceCode, normalizeDeviceCode } from './device-code';

describe('device codes', () => {
  it('are 10 characters of Crockford base32, grouped 5-5, stored as the hash of the canonical form', () => {
    const { code, hash } = issueDeviceCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect([...hash]).toEqual([...hashDeviceCode(code.replace('-', ''))]);
  });

  it('differ from one another (50 random bits each)', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => issueDeviceCode().code));
    expect(codes.size).toBe(1000);
  });

  it('read the way a person types them: any case, spaces and hyphens, O as 0, I and L as 1', () => {
    expect(normalizeDeviceCode('7k2qf-m9xcd')).toBe('7K2QFM9XCD');
    expect(normalizeDeviceCode(' 7K2QF M9XCD ')).toBe('7K2QFM9XCD');
    expect(normalizeDeviceCode('OIL23-45678')).toBe('0112345678');
  });

  it('refuse what cannot be a code: wrong length, or a letter the alphabet has not (U)', () => {
    expect(normalizeDeviceCode('7K2QF-M9XC')).toBeNull();
    expect(normalizeDeviceCode('7K2QF-M9XCDD')).toBeNull();
    expect(normalizeDeviceCode('UUUUU-UUUUU')).toBeNull();
    expect(normalizeDeviceCode('')).toBeNull();
    expect(DEVICE_CODE_ALPHABET).toHaveLength(32);
  });
});
