import { parseTrustProxy } from './trust-proxy.js';
import { trustProxy } from './environment.schema.js';

describe('TRUST_PROXY', () => {
  it('takes true, false and a hop count', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
  });

  it('takes proxy addresses, CIDR ranges and the named ranges, comma-separated', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,loopback, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'yes', 'load-balancer.internal', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/1', 'loopback,']) {
      expect({ text, parsed: parseTrustProxy(text) }).toEqual({ text, parsed: null });
    }
  });

  it('trusts loopback only where it is unset (development and tests)', () => {
    expect(trustProxy({ TRUST_PROXY: undefined })).toEqual(['loopback']);
    expect(trustProxy({ TRUST_PROXY: '1' })).toBe(1);
  });
});
