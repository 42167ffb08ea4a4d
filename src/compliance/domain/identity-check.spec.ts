import { IdentityCheck, type ProviderSessionState, type VerifiedPerson } from './identity-check.js';

const at = new Date('2026-11-27T10:00:00Z');
const later = new Date('2026-11-27T10:05:00Z');
const person: VerifiedPerson = { firstName: 'Amina', lastName: 'Okello', dateOfBirth: { year: 1990, month: 4, day: 12 } };
const session = (status: string, extra: Partial<ProviderSessionState> = {}): ProviderSessionState => ({ status, lastErrorCode: null, verified: null, ...extra });
const same = () => true;
const other = () => false;

describe('IdentityCheck', () => {
  const fresh = () => IdentityCheck.start('c1', 7, 'document', 'vs_1', at);

  it('starts awaiting the sender, resumable and not final', () => {
    const check = fresh();
    expect(check.state).toBe('awaiting_input');
    expect(check.isResumable()).toBe(true);
    expect(check.isFinal()).toBe(false);
  });

  it('passes when the provider verified the sender themselves', () => {
    const check = fresh();
    expect(check.apply(session('processing'), same, at)).toEqual({ kind: 'moved', from: 'awaiting_input', to: 'processing' });
    expect(check.apply(session('verified', { verified: person }), same, later)).toEqual({ kind: 'moved', from: 'processing', to: 'passed' });
    expect(check.concludedAt).toEqual(later);
    expect(check.isFinal()).toBe(true);
  });

  it('fails when the provider verified someone whose details are not the sender’s', () => {
    const check = fresh();
    check.apply(session('verified', { verified: person }), other, at);
    expect(check.state).toBe('failed');
    expect(check.reason).toBe('details_mismatch');
  });

  it('asks for input again with the provider’s reason, and can pass after a retry', () => {
    const check = fresh();
    check.apply(session('processing'), same, at);
    check.apply(session('requires_input', { lastErrorCode: 'document_expired' }), same, at);
    expect(check.state).toBe('awaiting_input');
    expect(check.reason).toBe('document_expired');
    expect(check.isResumable()).toBe(true);
    check.apply(session('verified', { verified: person }), same, later);
    expect(check.state).toBe('passed');
    expect(check.reason).toBeNull();
  });

  it('never treats a status it does not know, or a verification without outputs, as final', () => {
    const check = fresh();
    check.apply(session('under_review_by_a_human'), same, at);
    expect(check.state).toBe('processing');
    expect(check.providerStatus).toBe('under_review_by_a_human');
    check.apply(session('verified'), same, at);
    expect(check.state).toBe('processing');
    expect(check.isFinal()).toBe(false);
  });

  it('does not move once final: a stale requires_input after verified changes nothing', () => {
    const check = fresh();
    check.apply(session('verified', { verified: person }), same, at);
    expect(check.apply(session('requires_input', { lastErrorCode: 'selfie_face_mismatch' }), same, later)).toEqual({ kind: 'unchanged' });
    expect(check.state).toBe('passed');
  });

  it('answers unchanged when the same word comes twice (a duplicate webhook)', () => {
    const check = fresh();
    check.apply(session('requires_input', { lastErrorCode: 'document_unverified_other' }), same, at);
    expect(check.apply(session('requires_input', { lastErrorCode: 'document_unverified_other' }), same, later)).toEqual({ kind: 'unchanged' });
    expect(check.updatedAt).toEqual(at);
  });

  it('ends canceled, keeping the reason it had', () => {
    const check = fresh();
    check.apply(session('requires_input', { lastErrorCode: 'consent_declined' }), same, at);
    check.apply(session('canceled'), same, later);
    expect(check.state).toBe('canceled');
    expect(check.reason).toBe('consent_declined');
  });
});
