import { DomainError } from '../../shared/domain/domain-error.js';

/** An amount the ledger cannot hold exactly in its currency's unit (a fraction of a Ugandan shilling). */
export class LedgerAmountNotExactError extends DomainError {
  constructor(minor: bigint, currency: string, scale: number) {
    super({
      code: 'LEDGER.AMOUNT_NOT_EXACT',
      kind: 'unprocessable',
      message: `${currency} amounts are booked with ${scale} decimals; ${minor} hundredths is not a whole number of them`,
    });
  }
}

/** A ledger transfer the books refuse (TigerBeetle's create_transfers errors): unknown account, ledgers mixed, a pending resolved twice. */
export class LedgerTransferRefusedError extends DomainError {
  constructor(
    readonly transferId: string,
    readonly reason: string,
  ) {
    super({ code: 'LEDGER.TRANSFER_REFUSED', kind: 'unprocessable', message: `Ledger transfer ${transferId} refused: ${reason}` });
  }
}

/**
 * A ledger transfer posted again under an id that holds a different one (TigerBeetle's
 * `exists_with_different_*`): the same fact must book the same money, so this is a bug, and
 * the whole transaction is refused.
 */
export class LedgerTransferConflictError extends DomainError {
  constructor(
    readonly transferId: string,
    readonly difference: string,
  ) {
    super({ code: 'LEDGER.TRANSFER_EXISTS_DIFFERENTLY', kind: 'conflict', message: `Ledger transfer ${transferId} exists with a different ${difference}` });
  }
}
