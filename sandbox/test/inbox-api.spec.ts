import nodemailer from 'nodemailer';
import { sandboxTwilioClient } from './support/sandbox-twilio-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';

describe('inbox API, faults API and page', () => {
  const sandboxRef = useTestSandbox();

  const sms = (to: string, body: string) =>
    sandboxTwilioClient(sandboxRef.current.httpUrl, 'AC0123456789abcdef0123456789abcdef', 'token').messages.create({
      to,
      from: '+15005550006',
      body,
    });

  const email = (to: string, subject: string, text: string) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: sandboxRef.current.smtpPort, secure: false, ignoreTLS: true })
      .sendMail({ from: 'no-reply@remit.test', to, subject, text });

  const getJson = async (path: string) => {
    const response = await fetch(`${sandboxRef.current.httpUrl}${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };

  const postFault = (body: unknown, contentType = 'application/json') =>
    fetch(`${sandboxRef.current.httpUrl}/api/faults`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('lists every channel newest first, and DELETE clears', async () => {
    await email('one@example.com', 'First', 'first');
    await sms('+15551230001', 'second');
    await email('three@example.com', 'Third', 'third');

    const all = await getJson('/api/messages');
    expect(all.body.map((message: { text: string }) => message.text)).toEqual(['third', 'second', 'first']);
    expect(all.body.map((message: { channel: string }) => message.channel)).toEqual(['email', 'sms', 'email']);

    expect((await getJson('/api/messages?channel=sms')).body).toHaveLength(1);

    const cleared = await fetch(`${sandboxRef.current.httpUrl}/api/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect((await getJson('/api/messages')).body).toEqual([]);
  });

  it('answers bad inbox queries with 400', async () => {
    const repeated = await getJson('/api/messages?to=a@example.com&to=b@example.com');
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toMatch(/to/);

    const badChannel = await getJson('/api/messages?channel=fax');
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.error).toMatch(/channel/);
  });

  it('validates faults and lists the planned ones', async () => {
    const missing = await postFault({ channel: 'sms', times: 1 });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/^to:/);

    const wrongKind = await postFault({ channel: 'email', to: '+15551234567', times: 1 });
    expect(wrongKind.status).toBe(400);

    const zero = await postFault({ channel: 'sms', to: '+15551234567', times: 0 });
    expect(zero.status).toBe(400);

    const malformed = await postFault('{"channel":', 'application/json');
    expect(malformed.status).toBe(400);

    const notJson = await postFault('channel=sms', 'application/x-www-form-urlencoded');
    expect(notJson.status).toBe(400);

    const planned = await postFault({ channel: 'sms', to: '+15551234567', times: 3 });
    expect(planned.status).toBe(201);
    expect((await getJson('/api/faults')).body).toEqual([{ channel: 'sms', to: '+15551234567', remaining: 3 }]);

    expect((await fetch(`${sandboxRef.current.httpUrl}/api/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await getJson('/api/faults')).body).toEqual([]);
    await expect(sms('+15551234567', 'after clearing')).resolves.toBeDefined();
  });

  it('answers unknown routes with JSON 404', async () => {
    const response = await getJson('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error).toContain('/api/nothing-here');
  });

  it('shows received messages on the page, newest first, with their HTML escaped', async () => {
    await email('page@example.com', '<b>Bold</b> & "quoted"', 'Hello <img src=x onerror=alert(1)>');
    await sms('+15557654321', '<script>alert("sms")</script> code 123456');

    const response = await fetch(`${sandboxRef.current.httpUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();

    expect(page).toContain('<title>Provider sandbox</title>');
    expect(page).toContain('&lt;script&gt;alert(&quot;sms&quot;)&lt;/script&gt; code 123456');
    expect(page).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(page).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('Webhook deliveries');
    expect(page.indexOf('+15557654321')).toBeLessThan(page.indexOf('page@example.com'));
  });

  it('filters the page by recipient and escapes the filter it echoes', async () => {
    await email('kept@example.com', 'Kept', 'kept');
    await email('other@example.com', 'Other', 'other');

    const filtered = await (await fetch(`${sandboxRef.current.httpUrl}/?to=KEPT@example.com`)).text();
    expect(filtered).toContain('kept@example.com');
    expect(filtered).not.toContain('other@example.com');
    expect(filtered).toContain('value="KEPT@example.com"');

    const hostile = await (await fetch(`${sandboxRef.current.httpUrl}/?to=${encodeURIComponent('"><script>x</script>')}`)).text();
    expect(hostile).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(hostile).not.toContain('<script>x</script>');
  });
});
