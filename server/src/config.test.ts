import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from './config.ts';

const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('TRUST_PROXY', () => {
  it('is off unless set, and off for false, no and 0', () => {
    for (const value of [undefined, '', 'false', 'no', '0', 'FALSE']) expect(trustProxy(value), String(value)).toBe(false);
  });

  it('takes a number of proxy hops', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
  });

  it('takes a comma-separated list of proxy addresses, CIDR ranges and proxy-addr’s range names', () => {
    expect(trustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true, which lets any client choose its address, with a message that says what to set instead', () => {
    for (const value of ['true', 'yes', 'TRUE']) {
      const message = refusal({ TRUST_PROXY: value });
      expect(message).toContain('TRUST_PROXY: must not be true');
      expect(message).toContain('1 for one nginx');
    }
  });

  it('refuses what is neither a number of hops nor addresses, naming the wrong entries', () => {
    expect(refusal({ TRUST_PROXY: '127.0.0.1,nginx.local' })).toContain('"nginx.local"');
    expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toContain('"10.0.0.0/33"');
    expect(refusal({ TRUST_PROXY: '10.0.0.0/8/1' })).toContain('"10.0.0.0/8/1"');
    expect(refusal({ TRUST_PROXY: '11' })).toContain('from 1 to 10');
  });

  it('becomes Fastify’s trustProxy: a hop count as a rule on the hops (Fastify trusts nothing for a bare number)', () => {
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(0)).toBe(false);
    expect(trustProxyOption(['127.0.0.1'])).toEqual(['127.0.0.1']);
    const rule = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => rule('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
