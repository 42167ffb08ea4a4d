import { MessageStore } from './message-store.js';

describe('MessageStore', () => {
  const at = (iso: string) => () => new Date(iso);

  it('stamps records with an id and an ISO receive time', () => {
    const store = new MessageStore(10, at('2025-03-01T10:00:00.000Z'));
    const stored = store.add({ channel: 'sms', to: '+15550100000', from: '+15005550006', subject: null, text: 'hi' });

    expect(stored.id).toEqual(expect.any(String));
    expect(stored.receivedAt).toBe('2025-03-01T10:00:00.000Z');
  });

  it('filters by recipient and channel, newest first', () => {
    const store = new MessageStore();
    store.add({ channel: 'email', to: 'a@example.com', from: null, subject: 's', text: '1' });
    store.add({ channel: 'sms', to: '+15550100000', from: null, subject: null, text: '2' });
    store.add({ channel: 'email', to: 'a@example.com', from: null, subject: 's', text: '3' });

    expect(store.list({ to: 'A@EXAMPLE.COM' }).map((m) => m.text)).toEqual(['3', '1']);
    expect(store.list({ to: '+1 555 010 0000' }).map((m) => m.text)).toEqual(['2']);
    expect(store.list({ channel: 'email' }).map((m) => m.text)).toEqual(['3', '1']);
    expect(store.list({ to: '  ' }).map((m) => m.text)).toEqual(['3', '2', '1']);
  });

  it('keeps at most its capacity', () => {
    const store = new MessageStore(2);
    for (const text of ['1', '2', '3']) store.add({ channel: 'sms', to: '+15550100000', from: null, subject: null, text });

    expect(store.list().map((m) => m.text)).toEqual(['3', '2']);
  });
});
