import { DomainError } from '../../shared/domain/domain-error.js';

/** A top-up the operator asked for that cannot be: bad figures, or a step its state does not allow. */
export class FloatTopUpRefusedError extends DomainError {
  constructor(code: string, message: string, kind: 'validation' | 'conflict' = 'validation') {
    super({ code: `FLOAT.${code}`, kind, message });
  }
}

export class FloatTopUpNotFoundError extends DomainError {
  constructor() {
    super({ code: 'FLOAT.TOP_UP_NOT_FOUND', kind: 'not_found', message: 'No such top-up' });
  }
}
