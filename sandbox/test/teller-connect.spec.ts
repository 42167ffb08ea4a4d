import { createContext, runInContext } from 'node:vm';
import { enrollInTeller, signInToTeller, tellerGet } from './support/sandbox-teller.js';
import { useTestSandbox } from './support/start-test-sandbox.js';

interface FakePopup {
  closed: boolean;
  focus(): void;
  close(): void;
}

interface ConnectInstance {
  open(): void;
  destroy(): void;
}

type ConnectOptions = Record<string, unknown>;

/**
 * A browser window as far as connect.js uses it: window.open, message listeners, the
 * page origin and timers. The product page's origin differs from the sandbox's.
 */
function fakeBrowser(script: string, pageOrigin = 'http://localhost:5173', blockPopups = false) {
  const listeners: Array<(event: unknown) => void> = [];
  const opened: string[] = [];
  let popup: FakePopup | null = null;
  const window: Record<string, unknown> = {
    location: { origin: pageOrigin },
    open(url: string) {
      opened.push(url);
      if (blockPopups) return null;
      popup = { closed: false, focus() {}, close() { this.closed = true; } };
      return popup;
    },
    addEventListener(type: string, listener: (event: unknown) => void) {
      if (type === 'message') listeners.push(listener);
    },
    removeEventListener(type: string, listener: (event: unknown) => void) {
      if (type === 'message') listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  runInContext(script, createContext({ window, setTimeout, clearTimeout, setInterval, clearInterval }));
  const TellerConnect = window['TellerConnect'] as { setup(options: ConnectOptions): ConnectInstance };
  return {
    TellerConnect,
    opened,
    popup: () => popup!,
    /** A message as the popup's postMessage delivers it to the opener. */
    deliver(origin: string, data: unknown, source: unknown = popup) {
      for (const listener of [...listeners]) listener({ origin, source, data });
    },
    listenerCount: () => listeners.length,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Teller Connect: script, popup and sign-in', () => {
  const sandboxRef = useTestSandbox();
  const url = () => sandboxRef.current.httpUrl;

  const connectScript = async () => {
    const response = await fetch(`${url()}/teller/connect/connect.js`);
    return { response, text: await response.text() };
  };

  it('serves connect.js as JavaScript that defines window.TellerConnect.setup', async () => {
    const { response, text } = await connectScript();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(text).toContain('window.TellerConnect');
    const browser = fakeBrowser(text);
    expect(typeof browser.TellerConnect.setup).toBe('function');
    expect(() => browser.TellerConnect.setup({ applicationId: 'app_1' })).toThrow(/onSuccess/);
  });

  it('opens the popup with the options and hands a success from the sandbox origin to onSuccess', async () => {
    const browser = fakeBrowser((await connectScript()).text);
    const calls: Array<[string, unknown]> = [];
    const connect = browser.TellerConnect.setup({
      applicationId: 'app_remit',
      environment: 'development',
      selectAccount: 'single',
      onInit: () => calls.push(['init', null]),
      onSuccess: (enrollment: unknown) => calls.push(['success', enrollment]),
      onExit: () => calls.push(['exit', null]),
      onFailure: (failure: unknown) => calls.push(['failure', failure]),
    });
    await wait(5);
    connect.open();

    expect(browser.opened).toEqual([
      `${url()}/teller/connect?application_id=app_remit&environment=development&select_account=single&origin=http%3A%2F%2Flocalhost%3A5173`,
    ]);

    const enrolled = await enrollInTeller(url());
    const enrollment = {
      accessToken: enrolled.accessToken,
      user: enrolled.user,
      enrollment: enrolled.enrollment,
      accounts: [enrolled.accounts[0]],
    };
    const message = { type: 'teller-connect', event: 'success', enrollment };
    browser.deliver('http://evil.example', message);
    browser.deliver(url(), message, { closed: false });
    browser.deliver(url(), { type: 'something-else', event: 'success' });
    expect(calls).toEqual([['init', null]]);

    browser.deliver(url(), message);
    browser.deliver(url(), { type: 'teller-connect', event: 'exit' });
    expect(calls).toEqual([
      ['init', null],
      ['success', enrollment],
    ]);
    // What onSuccess received opens the Teller API.
    expect((await tellerGet(url(), '/accounts', enrollment.accessToken)).status).toBe(200);
    connect.destroy();
    expect(browser.listenerCount()).toBe(0);
  });

  it('calls onExit when the popup says exit or is closed without a word, onFailure when the user gives up', async () => {
    const browser = fakeBrowser((await connectScript()).text);
    const calls: unknown[] = [];
    const connect = browser.TellerConnect.setup({
      applicationId: 'app_remit',
      onSuccess: () => calls.push('success'),
      onExit: () => calls.push('exit'),
      onFailure: (failure: unknown) => calls.push(failure),
    });

    connect.open();
    browser.deliver(url(), { type: 'teller-connect', event: 'exit' });
    expect(calls).toEqual(['exit']);

    connect.open();
    const failure = { type: 'connect', code: 'invalid_credentials', message: 'Invalid credentials' };
    browser.deliver(url(), { type: 'teller-connect', event: 'failure', error: failure });
    expect(calls).toEqual(['exit', failure]);

    connect.open();
    browser.popup().closed = true;
    await wait(900);
    expect(calls).toEqual(['exit', failure, 'exit']);
    connect.destroy();
  });

  it('reports a blocked popup to onFailure', async () => {
    const browser = fakeBrowser((await connectScript()).text, 'http://localhost:5173', true);
    const failures: unknown[] = [];
    browser.TellerConnect.setup({ applicationId: 'app_remit', onSuccess: () => {}, onFailure: (f: unknown) => failures.push(f) }).open();
    expect(failures).toEqual([expect.objectContaining({ code: 'error', message: expect.stringMatching(/blocked/) })]);
  });

  it('renders the popup: sandbox banks, a username/password form, and the opener origin to post to', async () => {
    const query = new URLSearchParams({
      application_id: 'app_remit',
      environment: 'development',
      select_account: 'single',
      origin: 'http://localhost:5173',
    });
    const response = await fetch(`${url()}/teller/connect?${query}`);
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page).toContain('Sandbox Bank');
    expect(page).toContain('Chase (sandbox)');
    expect(page).toMatch(/<input id="username" name="username"/);
    expect(page).toMatch(/<input id="password" name="password" type="password"/);
    expect(page).toContain('"origin":"http://localhost:5173"');
    expect(page).toContain('"selectAccount":"single"');
    expect(page).toContain('opener.postMessage(message, config.origin)');
  });

  it('refuses to start the popup without an application id or with an origin that is not one', async () => {
    const bad = await fetch(`${url()}/teller/connect?application_id=app_1&origin=${encodeURIComponent('javascript:alert(1)')}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/origin: must be the opener page origin/);

    const missing = await fetch(`${url()}/teller/connect?origin=${encodeURIComponent('http://localhost:5173')}`);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/application_id/);
  });

  it('signs the sandbox user in: an access token and the enrollment Teller Connect hands to onSuccess', async () => {
    const response = await signInToTeller(url(), { institution: 'chase' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as any;

    expect(body).toMatchObject({
      accessToken: expect.stringMatching(/^token_[a-z0-9]{26}$/),
      user: { id: expect.stringMatching(/^usr_/) },
      enrollment: { id: expect.stringMatching(/^enr_/), institution: { name: 'Chase (sandbox)' } },
    });
    expect(body.accounts.map((account: any) => [account.name, account.last_four, account.subtype])).toEqual([
      ['Sandbox Checking', '1234', 'checking'],
      ['Sandbox Savings', '5678', 'savings'],
      ['Sandbox Failing Checking', '0002', 'checking'],
    ]);
  });

  it('refuses wrong credentials with "Invalid credentials" and issues nothing', async () => {
    const wrongPassword = await signInToTeller(url(), { password: 'hunter2' });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid credentials' } });

    expect((await signInToTeller(url(), { username: 'someone' })).status).toBe(401);
    expect((await signInToTeller(url(), { institution: 'no_such_bank' })).status).toBe(404);
    const missing = await fetch(`${url()}/teller/connect/enrollments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ institution: 'sandbox_bank' }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).error.code).toBe('bad_request');
  });

  it('shows the enrollment under Bank links with only the first 10 characters of its token', async () => {
    const enrolled = await enrollInTeller(url());
    const page = await (await fetch(`${url()}/`)).text();

    expect(page).toContain('<h2>Bank links</h2>');
    expect(page).toContain(enrolled.enrollment.id);
    expect(page).toContain('Sandbox Failing Checking •••• 0002');
    expect(page).toContain(`${enrolled.accessToken.slice(0, 10)}…`);
    expect(page).not.toContain(enrolled.accessToken);
    expect(page).toContain('/teller/connect/connect.js');
  });
});
