import { constants, publicEncrypt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AppConfig } from '../../../config/app-config.js';
import { PayoutRailUnavailableError } from '../payout-rail.port.js';

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Daraja's `SecurityCredential`: the initiator password encrypted (RSA, PKCS#1 v1.5) with the
 * environment's public key certificate, base64. The certificate is the PEM file at
 * DARAJA_CERTIFICATE_PATH (Safaricom's, from the Daraja portal); when that is empty
 * (development and test only; production refuses it) it is the provider sandbox's own
 * fixture, served at `{SANDBOX_URL}/api/daraja/certificate`, which is good for nothing else.
 * Computed once and reused: PKCS#1 v1.5 padding is random, but any encryption decrypts to the
 * same password.
 */
export class DarajaSecurityCredential {
  private credential: Promise<string> | null = null;

  constructor(
    private readonly config: Pick<
      AppConfig,
      'NODE_ENV' | 'SANDBOX_URL' | 'DARAJA_CERTIFICATE_PATH' | 'DARAJA_INITIATOR_PASSWORD'
    >,
  ) {}

  value(): Promise<string> {
    // A failed attempt is not kept: the next call tries again.
    this.credential ??= this.compute().catch((error: unknown) => {
      this.credential = null;
      throw error;
    });
    return this.credential;
  }

  private async compute(): Promise<string> {
    const certificate = await this.certificate();
    try {
      return publicEncrypt(
        { key: certificate, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(this.config.DARAJA_INITIATOR_PASSWORD, 'utf8'),
      ).toString('base64');
    } catch {
      throw new Error('daraja: the certificate (DARAJA_CERTIFICATE_PATH or the sandbox) holds no usable RSA public key');
    }
  }

  private async certificate(): Promise<string> {
    if (this.config.DARAJA_CERTIFICATE_PATH) return readFile(this.config.DARAJA_CERTIFICATE_PATH, 'utf8');
    if (this.config.NODE_ENV === 'production') throw new Error('daraja: DARAJA_CERTIFICATE_PATH is required in production');
    const url = `${this.config.SANDBOX_URL.replace(/\/+$/, '')}/api/daraja/certificate`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch {
      throw new PayoutRailUnavailableError('daraja', 'the sandbox certificate could not be fetched');
    }
    const pem = response.ok ? await response.text().catch(() => '') : '';
    if (!pem.includes('-----BEGIN')) throw new PayoutRailUnavailableError('daraja', 'the sandbox served no certificate');
    return pem;
  }
}
