/** What happens to a transfer to a number once MoMo has processed it. */
export type TransferTestBehaviour =
  | { kind: 'succeed' }
  | { kind: 'fail'; reason: string }
  /** Accepted, then stays PENDING: no callback, the status says PENDING. */
  | { kind: 'stay-pending' }
  /** SUCCESSFUL, but the callback never arrives; GET .../transfer/{referenceId} still tells. */
  | { kind: 'succeed-lose-callback' }
  /** POST /transfer answers 500 INTERNAL_PROCESSING_ERROR; nothing is created. */
  | { kind: 'internal-error' };

// Test numbers by their last six digits (any 2567... number); see sandbox/README.md. The
// reasons are MoMo's; which one a disbursement gets for what is MTN's "Reason for some FAILED
// API responses updated" notice (momodevelopercommunity.mtn.com).
const bySuffix: Record<string, TransferTestBehaviour> = {
  '999999': { kind: 'fail', reason: 'PAYEE_NOT_FOUND' },
  '000001': { kind: 'fail', reason: 'NOT_ENOUGH_FUNDS' },
  '000002': { kind: 'fail', reason: 'PAYER_LIMIT_REACHED' },
  '000003': { kind: 'fail', reason: 'NOT_ALLOWED' },
  '000004': { kind: 'fail', reason: 'COULD_NOT_PERFORM_TRANSACTION' },
  '000005': { kind: 'fail', reason: 'PAYEE_NOT_ALLOWED_TO_RECEIVE' },
  '000202': { kind: 'stay-pending' },
  '000410': { kind: 'succeed-lose-callback' },
  '000500': { kind: 'internal-error' },
};

/** MTN Uganda's mobile money numbers: 2567XXXXXXXX. Any other number has no MoMo wallet here. */
export function isMtnUgandaMsisdn(msisdn: string): boolean {
  return /^2567\d{8}$/.test(msisdn);
}

export function transferTestBehaviour(msisdn: string): TransferTestBehaviour {
  if (!isMtnUgandaMsisdn(msisdn)) return { kind: 'fail', reason: 'PAYEE_NOT_FOUND' };
  return bySuffix[msisdn.slice(-6)] ?? { kind: 'succeed' };
}

/** A wallet MoMo knows (basicuserinfo answers), and whether it can receive (the `active` check). */
export function walletOf(msisdn: string): 'none' | 'blocked' | 'active' {
  const behaviour = transferTestBehaviour(msisdn);
  if (behaviour.kind === 'fail' && behaviour.reason === 'PAYEE_NOT_FOUND') return 'none';
  if (behaviour.kind === 'fail' && behaviour.reason === 'PAYEE_NOT_ALLOWED_TO_RECEIVE') return 'blocked';
  return 'active';
}
