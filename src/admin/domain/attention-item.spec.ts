import { attentionKey, parseAttentionKey } from './attention-item.js';

describe('attention keys', () => {
  it('round-trips a failed payout with its attempt and other items without one', () => {
    const id = '6f1c2d9e-1b7a-4c55-9a43-0c7d1f2e3a4b';
    expect(parseAttentionKey(attentionKey('payout_failed', id, 2))).toEqual({ kind: 'payout_failed', ref: id, attempt: 2 });
    expect(parseAttentionKey(attentionKey('outbox_job', '42'))).toEqual({ kind: 'outbox_job', ref: '42', attempt: null });
    expect(parseAttentionKey(attentionKey('dispute', 'dp_1AbC'))).toEqual({ kind: 'dispute', ref: 'dp_1AbC', attempt: null });
    expect(parseAttentionKey(attentionKey('notification', 'repeat:abc-1'))).toBeNull();
  });

  it('refuses unknown kinds, a failed payout without its attempt, and an attempt on anything else', () => {
    expect(parseAttentionKey('users:1')).toBeNull();
    expect(parseAttentionKey('payout_failed:abc')).toBeNull();
    expect(parseAttentionKey('outbox_job:1:2')).toBeNull();
    expect(parseAttentionKey('dispute:dp 1')).toBeNull();
    expect(parseAttentionKey('')).toBeNull();
  });
});
