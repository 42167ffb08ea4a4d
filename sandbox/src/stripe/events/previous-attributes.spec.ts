import { previousAttributes } from './previous-attributes.js';

describe('previousAttributes', () => {
  it('names the fields that changed with their old values, null for those that were missing', () => {
    const before = { id: 're_1', status: 'succeeded', metadata: { a: '1' } };
    const after = { id: 're_1', status: 'failed', failure_reason: 'declined', metadata: { a: '1' } };

    expect(previousAttributes(before, after)).toEqual({ status: 'succeeded', failure_reason: null });
  });

  it('keeps the old value of a field the update removed, and compares nested values by content', () => {
    const before = { status: 'pending', pending_reason: 'processing', metadata: { a: '1' } };
    const after = { status: 'succeeded', metadata: { a: '2' } };

    expect(previousAttributes(before, after)).toEqual({ status: 'pending', pending_reason: 'processing', metadata: { a: '1' } });
  });
});
