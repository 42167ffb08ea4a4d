import { constants, publicEncrypt } from 'node:crypto';
import { sandboxDarajaCertificatePem } from './sandbox-certificate.js';
import { decryptSecurityCredential, isSecurityCredentialFor } from './security-credential.js';

const encrypt = (password: string) =>
  publicEncrypt({ key: sandboxDarajaCertificatePem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
    'base64',
  );

describe('SecurityCredential', () => {
  it('accepts the initiator password encrypted with the sandbox certificate', () => {
    const credential = encrypt('Sandbox#Initiator1');

    expect(decryptSecurityCredential(credential)).toBe('Sandbox#Initiator1');
    expect(isSecurityCredentialFor(credential, 'Sandbox#Initiator1')).toBe(true);
  });

  it('refuses another password, a tampered credential and text that is not a ciphertext', () => {
    const credential = encrypt('Sandbox#Initiator1');
    const bytes = Buffer.from(credential, 'base64');
    bytes[10] = bytes[10]! ^ 0xff;

    expect(isSecurityCredentialFor(encrypt('wrong'), 'Sandbox#Initiator1')).toBe(false);
    expect(isSecurityCredentialFor(bytes.toString('base64'), 'Sandbox#Initiator1')).toBe(false);
    expect(isSecurityCredentialFor('Sandbox#Initiator1', 'Sandbox#Initiator1')).toBe(false);
    expect(decryptSecurityCredential('bm90IGEgY2lwaGVydGV4dA==')).toBeNull();
  });
});
