import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  BankLinkExpiredError,
  BankLinkUnavailableError,
  LinkedAccountNotFoundError,
  type BankLink,
  type LinkedAccount,
  type LinkedAccountNumbers,
} from './bank-link.port.js';

const tellerAccount = z.object({
  id: z.string().min(1),
  name: z.string(),
  institution: z.object({ name: z.string() }),
  last_four: z.string(),
  type: z.string(),
  subtype: z.string(),
});

const tellerAccountDetails = z.object({
  account_id: z.string(),
  account_number: z.string().min(1),
  routing_numbers: z.object({ ach: z.string().nullable() }),
});

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Teller's REST API: HTTP Basic with the access token as user name, and in the development
 * and production environments a client certificate (mTLS) from TELLER_CERTIFICATE_PATH and
 * TELLER_PRIVATE_KEY_PATH. Provider answers are never attached to errors or logged: the
 * details call returns the account number.
 */
@Injectable()
export class TellerBankLinkGateway implements BankLink {
  private readonly baseUrl: URL;
  private readonly agent: Agent | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.baseUrl = new URL(config.TELLER_API_BASE_URL.endsWith('/') ? config.TELLER_API_BASE_URL : `${config.TELLER_API_BASE_URL}/`);
    const mutualTls = config.TELLER_CERTIFICATE_PATH && config.TELLER_PRIVATE_KEY_PATH;
    this.agent = mutualTls
      ? new Agent({
          cert: readFileSync(config.TELLER_CERTIFICATE_PATH),
          key: readFileSync(config.TELLER_PRIVATE_KEY_PATH),
          keepAlive: true,
        })
      : undefined;
  }

  async accounts(accessToken: string): Promise<LinkedAccount[]> {
    const body = await this.get(accessToken, 'accounts');
    return parse(z.array(tellerAccount), body).map(toLinkedAccount);
  }

  async account(accessToken: string, accountId: string): Promise<LinkedAccount> {
    return toLinkedAccount(parse(tellerAccount, await this.get(accessToken, accountPath(accountId))));
  }

  async accountNumbers(accessToken: string, accountId: string): Promise<LinkedAccountNumbers> {
    const details = parse(tellerAccountDetails, await this.get(accessToken, `${accountPath(accountId)}/details`));
    if (!details.routing_numbers.ach) throw new LinkedAccountNotFoundError();
    return { accountNumber: details.account_number, routingNumber: details.routing_numbers.ach };
  }

  private get(accessToken: string, path: string): Promise<unknown> {
    const url = new URL(path, this.baseUrl);
    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    const authorization = `Basic ${Buffer.from(`${accessToken}:`).toString('base64')}`;
    return new Promise((resolve, reject) => {
      const req = send(
        url,
        {
          method: 'GET',
          headers: { authorization, accept: 'application/json' },
          timeout: REQUEST_TIMEOUT_MS,
          ...(secure && this.agent ? { agent: this.agent } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', () => reject(new BankLinkUnavailableError()));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status === 401 || status === 403) return reject(new BankLinkExpiredError());
            if (status === 404) return reject(new LinkedAccountNotFoundError());
            if (status < 200 || status >= 300) return reject(new BankLinkUnavailableError());
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch {
              reject(new BankLinkUnavailableError());
            }
          });
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => reject(new BankLinkUnavailableError()));
      req.end();
    });
  }
}

/**
 * Teller's account ids are letters, digits and underscores (`acc_oiin624kqjrg2mp2ea000`). Any
 * other id is no account of the sender's: it is not sent, for `.` or `..` as a path segment
 * would name another resource (`accounts/.` is the list of accounts).
 */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,128}$/;

function accountPath(accountId: string): string {
  if (!ACCOUNT_ID.test(accountId)) throw new LinkedAccountNotFoundError();
  return `accounts/${accountId}`;
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new BankLinkUnavailableError();
  return result.data;
}

function toLinkedAccount(account: z.output<typeof tellerAccount>): LinkedAccount {
  return {
    id: account.id,
    name: account.name,
    institution: { name: account.institution.name },
    lastFour: account.last_four,
    type: account.type,
    subtype: account.subtype,
  };
}
