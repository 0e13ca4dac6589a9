import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { signatureHeader, verifySignature } from './signature';

describe('webhook signatures', () => {
  const body = '{"id":"d","event":"turn"}';

  it('is t=<seconds>,v1=<hex HMAC-SHA256(secret, t.body)>', () => {
    const expected = createHmac('sha256', 'whsec_x').update(`1763856000.${body}`).digest('hex');
    expect(signatureHeader('whsec_x', 1763856000, body)).toBe(`t=1763856000,v1=${expected}`);
  });

  it('verifies its own signature, and nothing else', () => {
    const header = signatureHeader('whsec_x', 1000, body);
    expect(verifySignature('whsec_x', header, body, 1000)).toBe(true);
    expect(verifySignature('whsec_y', header, body, 1000)).toBe(false);
    expect(verifySignature('whsec_x', header, body + ' ', 1000)).toBe(false);
    expect(verifySignature('whsec_x', header.replace('t=1000', 't=1001'), body, 1000)).toBe(false);
    expect(verifySignature('whsec_x', 'garbage', body, 1000)).toBe(false);
  });

  it('refuses a timestamp outside the tolerance (a replay)', () => {
    const header = signatureHeader('whsec_x', 1000, body);
    expect(verifySignature('whsec_x', header, body, 1300)).toBe(true);
    expect(verifySignature('whsec_x', header, body, 1301)).toBe(false);
  });
});
