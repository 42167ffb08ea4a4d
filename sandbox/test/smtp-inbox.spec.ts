import nodemailer from 'nodemailer';
import { useTestSandbox } from './support/start-test-sandbox.js';

describe('SMTP inbox', () => {
  const sandboxRef = useTestSandbox();

  function transport() {
    return nodemailer.createTransport({ host: '127.0.0.1', port: sandboxRef.current.smtpPort, secure: false, ignoreTLS: true });
  }

  async function inbox(to?: string) {
    const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
    const response = await fetch(`${sandboxRef.current.httpUrl}/api/messages${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Array<Record<string, unknown>>;
  }

  it('keeps a message sent by nodemailer, found by recipient whatever its case', async () => {
    await transport().sendMail({
      from: 'Remit <no-reply@remit.test>',
      to: 'Amina.Otieno@Example.com',
      subject: 'Your verification code',
      text: 'Your code is 482913. It expires in 10 minutes.',
      html: '<p>Your code is <b>482913</b>.</p>',
    });

    const found = await inbox('amina.otieno@EXAMPLE.com');

    expect(found).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'amina.otieno@example.com',
        from: 'no-reply@remit.test',
        subject: 'Your verification code',
        text: 'Your code is 482913. It expires in 10 minutes.',
        html: '<p>Your code is <b>482913</b>.</p>',
      }),
    ]);
    expect(new Date(found[0]!['receivedAt'] as string).toISOString()).toBe(found[0]!['receivedAt']);
    expect(await inbox('someone.else@example.com')).toEqual([]);
  });

  it('files one record per envelope recipient, Bcc included', async () => {
    await transport().sendMail({
      from: 'no-reply@remit.test',
      to: 'first@example.com',
      cc: 'second@example.com',
      bcc: 'hidden@example.com',
      subject: 'Transfer completed',
      text: 'Done.',
    });

    const recipients = (await inbox()).map((message) => message['to']).sort();
    expect(recipients).toEqual(['first@example.com', 'hidden@example.com', 'second@example.com']);
  });

  it('reads an HTML-only message as text', async () => {
    await transport().sendMail({
      from: 'no-reply@remit.test',
      to: 'html@example.com',
      subject: 'Welcome',
      html: '<h1>Welcome</h1><p>Code: <strong>123&nbsp;456</strong></p>',
    });

    const [message] = await inbox('html@example.com');
    expect(message!['text']).toBe('Welcome\nCode: 123 456');
  });

  it('rejects the next N deliveries to a faulted address with a transient 4xx, then accepts', async () => {
    const planned = await fetch(`${sandboxRef.current.httpUrl}/api/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'email', to: 'Flaky@Example.com', times: 2 }),
    });
    expect(planned.status).toBe(201);

    const send = () =>
      transport().sendMail({ from: 'no-reply@remit.test', to: 'flaky@example.com', subject: 'Hi', text: 'Hello' });

    await expect(send()).rejects.toMatchObject({ responseCode: 451 });
    await expect(send()).rejects.toMatchObject({ responseCode: 451 });
    await expect(send()).resolves.toMatchObject({ accepted: ['flaky@example.com'] });

    expect(await inbox('flaky@example.com')).toHaveLength(1);
  });

  it('fails only the faulted recipient of a message to several', async () => {
    await fetch(`${sandboxRef.current.httpUrl}/api/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'email', to: 'down@example.com', times: 1 }),
    });

    const info = await transport().sendMail({
      from: 'no-reply@remit.test',
      to: ['down@example.com', 'up@example.com'],
      subject: 'Hi',
      text: 'Hello',
    });

    expect(info.rejected).toEqual(['down@example.com']);
    expect((await inbox()).map((message) => message['to'])).toEqual(['up@example.com']);
  });
});
