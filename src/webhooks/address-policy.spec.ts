import { describe, expect, it } from '@jest/globals';
import { isPublicAddress, refusedAddress, urlFormRefusal, urlRefusal } from './address-policy';

describe('the SSRF policy of webhook URLs', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses a host when any one of its addresses is not public, unless private addresses are allowed', () => {
    expect(refusedAddress(['8.8.8.8', '10.0.0.1'], false)).toBe('10.0.0.1');
    expect(refusedAddress(['8.8.8.8'], false)).toBeUndefined();
    expect(refusedAddress(['127.0.0.1'], true)).toBeUndefined();
  });

  it('takes absolute http(s) URLs without credentials only', () => {
    expect(urlFormRefusal('https://bot.example/hook')).toBeNull();
    expect(urlFormRefusal('http://bot.example:8080/hook?x=1')).toBeNull();
    expect(urlFormRefusal('ftp://bot.example/')).toEqual({ code: 'INVALID_WEBHOOK_URL', reason: 'NOT_HTTP' });
    expect(urlFormRefusal('file:///etc/passwd')).toEqual({ code: 'INVALID_WEBHOOK_URL', reason: 'NOT_HTTP' });
    expect(urlFormRefusal('/relative')).toEqual({ code: 'INVALID_WEBHOOK_URL', reason: 'MALFORMED' });
    expect(urlFormRefusal('https://u:p@bot.example/')).toEqual({ code: 'INVALID_WEBHOOK_URL', reason: 'CREDENTIALS' });
  });

  it('resolves names: localhost is loopback; IP literals are judged as they are', async () => {
    expect(await urlRefusal('http://localhost/', false)).toMatchObject({ code: 'WEBHOOK_URL_NOT_PUBLIC' });
    expect(await urlRefusal('http://[::1]:8080/', false)).toEqual({
      code: 'WEBHOOK_URL_NOT_PUBLIC',
      reason: 'NOT_PUBLIC',
      address: '::1',
    });
    expect(await urlRefusal('http://8.8.8.8/', false)).toBeNull();
    expect(await urlRefusal('http://127.0.0.1/', true)).toBeNull();
    expect(await urlRefusal('http://name.invalid/', false)).toEqual({
      code: 'INVALID_WEBHOOK_URL',
      reason: 'UNRESOLVABLE',
    });
  });
});
