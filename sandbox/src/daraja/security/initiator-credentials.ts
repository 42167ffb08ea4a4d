import { darajaInitiatorName } from '../daraja-credentials.js';
import { isSecurityCredentialFor } from './security-credential.js';

/** The API operator M-Pesa knows: its name, and the password its SecurityCredential must carry. */
export class InitiatorCredentials {
  constructor(private readonly password: string) {}

  accepts(initiatorName: string, securityCredential: string): boolean {
    return initiatorName === darajaInitiatorName && isSecurityCredentialFor(securityCredential, this.password);
  }
}
