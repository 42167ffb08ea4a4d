import { sandboxTwilioClient } from './support/sandbox-twilio-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';

const accountSid = 'AC0123456789abcdef0123456789abcdef';
const authToken = 'sandbox-auth-token';

describe('Twilio Messages API', () => {
  const sandboxRef = useTestSandbox();

  const client = () => sandboxTwilioClient(sandboxRef.current.httpUrl, accountSid, authToken);

  async function inbox(query = '') {
    const response = await fetch(`${sandboxRef.current.httpUrl}/api/messages${query}`);
    return (await response.json()) as Array<Record<string, unknown>>;
  }

  function postMessage(form: Record<string, string>, authorization?: string, sid = accountSid) {
    return fetch(`${sandboxRef.current.httpUrl}/2010-04-01/Accounts/${sid}/Messages.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
  }

  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('accepts a message from the official twilio client and answers a Message resource', async () => {
    const message = await client().messages.create({
      to: '+254712345678',
      from: '+15005550006',
      body: 'Your Remit code is 482913',
    });

    expect(message.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(message.accountSid).toBe(accountSid);
    expect(message.status).toBe('queued');
    expect(message.to).toBe('+254712345678');
    expect(message.from).toBe('+15005550006');
    expect(message.body).toBe('Your Remit code is 482913');
    expect(message.numSegments).toBe('1');
    expect(message.dateCreated).toBeInstanceOf(Date);
    expect(Number.isNaN(message.dateCreated.getTime())).toBe(false);
    expect(message.uri).toBe(`/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`);

    const [stored] = await inbox(`?to=${encodeURIComponent('+254 712 345 678')}`);
    expect(stored).toEqual(
      expect.objectContaining({
        channel: 'sms',
        to: '+254712345678',
        from: '+15005550006',
        subject: null,
        text: 'Your Remit code is 482913',
      }),
    );
  });

  it('finds an SMS whether the "+" of ?to= was encoded or arrived as a space', async () => {
    await client().messages.create({ to: '+15551234567', messagingServiceSid: 'MG0123', body: 'Hi' });

    expect(await inbox('?to=+15551234567')).toHaveLength(1);
    expect(await inbox('?to=%2B1%20(555)%20123-4567')).toHaveLength(1);
    expect(await inbox('?to=+15551234568')).toHaveLength(0);
  });

  it('refuses a To that is not E.164 with Twilio error 21211 and keeps nothing', async () => {
    await expect(client().messages.create({ to: '0712345678', from: '+15005550006', body: 'Hi' })).rejects.toMatchObject({
      status: 400,
      code: 21211,
      message: "The 'To' number 0712345678 is not a valid phone number.",
      moreInfo: 'https://www.twilio.com/docs/errors/21211',
    });
    expect(await inbox()).toEqual([]);
  });

  it('requires a body and a sender', async () => {
    await expect(client().messages.create({ to: '+15551234567', from: '+15005550006', body: '' })).rejects.toMatchObject({
      status: 400,
      code: 21602,
    });
    const noSender = await postMessage({ To: '+15551234567', Body: 'Hi' }, basic(accountSid, authToken));
    expect(noSender.status).toBe(400);
    expect(await noSender.json()).toMatchObject({ code: 21603, status: 400 });
  });

  it('refuses a request without credentials with 401 JSON', async () => {
    const response = await postMessage({ To: '+15551234567', From: '+15005550006', Body: 'Hi' });

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Basic');
    expect(await response.json()).toMatchObject({ code: 20003, status: 401 });
    expect(await inbox()).toEqual([]);
  });

  it('refuses credentials for another account than the one in the path', async () => {
    const otherAccount = 'AC99999999999999999999999999999999';
    const response = await postMessage(
      { To: '+15551234567', From: '+15005550006', Body: 'Hi' },
      basic(otherAccount, authToken),
    );

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 20003 });
  });

  it('refuses an empty auth token', async () => {
    const response = await postMessage({ To: '+15551234567', From: '+15005550006', Body: 'Hi' }, basic(accountSid, ''));
    expect(response.status).toBe(401);
  });

  it('fails exactly the next N sends to a faulted number with 503, then delivers', async () => {
    const planned = await fetch(`${sandboxRef.current.httpUrl}/api/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'sms', to: '+1 555 000 1111', times: 2 }),
    });
    expect(planned.status).toBe(201);

    const send = () => client().messages.create({ to: '+15550001111', from: '+15005550006', body: 'Retry me' });

    await expect(send()).rejects.toMatchObject({ status: 503, code: 20503 });
    await expect(send()).rejects.toMatchObject({ status: 503, code: 20503 });
    await expect(send()).resolves.toMatchObject({ status: 'queued' });
    await expect(send()).resolves.toMatchObject({ status: 'queued' });

    expect(await inbox('?to=+15550001111')).toHaveLength(2);
  });

  it('does not let a fault for one number affect another', async () => {
    await fetch(`${sandboxRef.current.httpUrl}/api/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'sms', to: '+15550001111', times: 1 }),
    });

    await expect(client().messages.create({ to: '+15550002222', from: '+15005550006', body: 'Hi' })).resolves.toBeDefined();
  });

  it('answers unknown Twilio paths with a Twilio 404', async () => {
    const response = await fetch(`${sandboxRef.current.httpUrl}/2010-04-01/Accounts/${accountSid}/Calls.json`, {
      headers: { Authorization: basic(accountSid, authToken) },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 20404, status: 404 });
  });
});
