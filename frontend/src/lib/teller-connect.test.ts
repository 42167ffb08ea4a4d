import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTellerConnect, TellerConnectLoadError, type TellerConnectApi } from './teller-connect';

const SRC = 'http://localhost:4010/teller/connect/connect.js';

const fakeConnect = (): TellerConnectApi => ({ setup: vi.fn(() => ({ open: vi.fn(), destroy: vi.fn() })) });

function connectScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')].filter((script) => script.src === SRC);
}

describe('loadTellerConnect', () => {
  afterEach(() => {
    delete window.TellerConnect;
    for (const script of connectScripts()) script.remove();
  });

  it('uses the Connect the page already has without adding a script', async () => {
    const connect = fakeConnect();
    window.TellerConnect = connect;

    await expect(loadTellerConnect(SRC)).resolves.toBe(connect);
    expect(connectScripts()).toHaveLength(0);
  });

  it('injects the script once for callers that ask while it loads, and resolves what it defines', async () => {
    const first = loadTellerConnect(SRC);
    const second = loadTellerConnect(SRC);

    const [script, ...others] = connectScripts();
    expect(others).toHaveLength(0);
    expect(script?.async).toBe(true);

    const connect = fakeConnect();
    window.TellerConnect = connect;
    script!.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(connect);
    await expect(second).resolves.toBe(connect);
    await expect(loadTellerConnect(SRC)).resolves.toBe(connect);
    expect(connectScripts()).toHaveLength(1);
  });

  it('rejects when the script fails to load, removes it, and tries again on the next call', async () => {
    const failed = loadTellerConnect(SRC);
    connectScripts()[0]!.dispatchEvent(new Event('error'));

    await expect(failed).rejects.toBeInstanceOf(TellerConnectLoadError);
    expect(connectScripts()).toHaveLength(0);

    const retried = loadTellerConnect(SRC);
    const connect = fakeConnect();
    window.TellerConnect = connect;
    connectScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe(connect);
  });

  it('rejects when the script loads but defines no TellerConnect', async () => {
    const loaded = loadTellerConnect(SRC);
    connectScripts()[0]!.dispatchEvent(new Event('load'));

    await expect(loaded).rejects.toThrow(`Teller Connect did not load from ${SRC}`);
    expect(connectScripts()).toHaveLength(0);
  });
});
