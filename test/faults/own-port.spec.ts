import { onOwnPort, PortInUseError, saysAddressInUse } from '../support/own-port.js';

describe('onOwnPort', () => {
  it('starts on another port of the range while the one drawn is taken, below the ephemeral range', async () => {
    const tried: number[] = [];
    const port = await onOwnPort(async (candidate) => {
      tried.push(candidate);
      if (tried.length < 3) throw new PortInUseError(candidate, 'server');
      return candidate;
    });
    expect(tried).toHaveLength(3);
    expect(port).toBe(tried[2]);
    for (const candidate of tried) expect(candidate).toBeGreaterThanOrEqual(1024);
    for (const candidate of tried) expect(candidate).toBeLessThan(32768);
  });

  it('gives up after its tries, and passes any other failure on at once', async () => {
    await expect(onOwnPort(async (port) => Promise.reject(new PortInUseError(port, 'server')), 3)).rejects.toBeInstanceOf(PortInUseError);
    let calls = 0;
    const broken = new Error('initdb failed');
    await expect(
      onOwnPort(async () => {
        calls += 1;
        throw broken;
      }),
    ).rejects.toBe(broken);
    expect(calls).toBe(1);
  });
});

describe('saysAddressInUse', () => {
  it.each([
    ['Node', 'Error: listen EADDRINUSE: address already in use 127.0.0.1:23283'],
    ['PostgreSQL', 'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use'],
    ['Redis', 'Warning: Could not create server TCP listening socket 127.0.0.1:27723: bind: Address already in use'],
  ])("reads %s's way of saying it", (_who, output) => {
    expect(saysAddressInUse(output)).toBe(true);
  });

  it('is false for another failure', () => {
    expect(saysAddressInUse('FATAL:  data directory "/tmp/x" has wrong ownership')).toBe(false);
  });
});
