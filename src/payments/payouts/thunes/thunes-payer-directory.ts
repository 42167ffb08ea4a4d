import type { PayoutDestination } from '../../../shared/domain/delivery-method.js';
import { PayoutRailUnavailableError } from '../payout-rail.port.js';
import type { ThunesClient } from './thunes-client.js';
import { thunesPayerPageSchema, type ThunesPayer } from './thunes-wire.js';

/** The destination countries Thunes pays for us, in ISO 3166-1 alpha-3 as Thunes names them. */
export type ThunesCountry = 'ETH' | 'ERI';

/** Thunes' service names (the ids are per account, the names are not). */
const SERVICE = { wallet: 'MobileWallet', bank: 'BankAccount', pickup: 'CashPickup' } as const;

const CACHE_TTL_MS = 10 * 60_000;
const PER_PAGE = 100;
// A safety stop: a real account lists a few dozen payers per country.
const MAX_PAGES = 50;

/** The country whose payer pays a Thunes delivery method; null for a method Thunes does not pay. */
export function thunesCountryOf(method: PayoutDestination['method']): ThunesCountry | null {
  switch (method) {
    case 'telebirr':
    case 'bank_account':
      return 'ETH';
    case 'cash_pickup':
      return 'ERI';
    default:
      return null;
  }
}

const offersC2c = (payer: ThunesPayer) => Boolean(payer.transaction_types?.C2C);
const isService = (payer: ThunesPayer, service: string) => payer.service.name === service;

/**
 * The payers Thunes offers per country (`GET /v2/money-transfer/payers?country_iso_code=`,
 * every page), kept in memory for 10 minutes, and the one that pays a destination.
 */
export class ThunesPayerDirectory {
  private readonly cache = new Map<ThunesCountry, { payers: Promise<ThunesPayer[]>; expiresAt: number }>();

  constructor(
    private readonly client: ThunesClient,
    private readonly now: () => number = Date.now,
  ) {}

  /** The country's C2C payers. Concurrent callers share one listing; a failed listing is not kept. */
  payers(country: ThunesCountry): Promise<ThunesPayer[]> {
    const cached = this.cache.get(country);
    if (cached && cached.expiresAt > this.now()) return cached.payers;
    const payers = this.list(country);
    this.cache.set(country, { payers, expiresAt: this.now() + CACHE_TTL_MS });
    payers.catch(() => {
      if (this.cache.get(country)?.payers === payers) this.cache.delete(country);
    });
    return payers;
  }

  /** The bank payers of a country, as the send screen offers them. */
  async banks(country: ThunesCountry): Promise<ThunesPayer[]> {
    return (await this.payers(country)).filter((payer) => isService(payer, SERVICE.bank));
  }

  /**
   * The payer for a destination: telebirr, the MobileWallet payer of Ethiopia (the one named
   * telebirr when there are several); a bank account, the BankAccount payer of Ethiopia whose
   * id is the destination's `bankId` (else a plain Error: the destination is wrong); cash
   * pickup, the first CashPickup payer of Eritrea. No such payer listed: unavailable.
   */
  async payerFor(destination: PayoutDestination): Promise<ThunesPayer> {
    const country = thunesCountryOf(destination.method);
    if (!country) throw new Error(`Thunes does not pay ${destination.method}`);
    const payers = await this.payers(country);
    switch (destination.method) {
      case 'telebirr': {
        const wallets = payers.filter((payer) => isService(payer, SERVICE.wallet));
        const telebirr = wallets.find((payer) => /telebirr/i.test(payer.name)) ?? (wallets.length === 1 ? wallets[0] : undefined);
        if (!telebirr) throw new PayoutRailUnavailableError('thunes', 'no telebirr payer is listed for ETH');
        return telebirr;
      }
      case 'bank_account': {
        const bank = payers.find((payer) => payer.id === destination.bankId);
        if (!bank || !isService(bank, SERVICE.bank)) {
          throw new Error(`Thunes lists no bank payer ${destination.bankId ?? '(none given)'} in ETH`);
        }
        return bank;
      }
      default: {
        const pickup = payers.find((payer) => isService(payer, SERVICE.pickup));
        if (!pickup) throw new PayoutRailUnavailableError('thunes', 'no cash pickup payer is listed for ERI');
        return pickup;
      }
    }
  }

  private async list(country: ThunesCountry): Promise<ThunesPayer[]> {
    const payers: ThunesPayer[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await this.client.get(
        `/payers?country_iso_code=${country}&page=${page}&per_page=${PER_PAGE}`,
        thunesPayerPageSchema,
        'payer list',
      );
      if (!answer.ok) throw new PayoutRailUnavailableError('thunes', `payer list refused (${answer.refusal.code})`);
      payers.push(...answer.value);
      if (!hasNextPage(answer.headers, page, answer.value.length)) break;
    }
    return payers.filter((payer) => payer.country_iso_code === country && offersC2c(payer));
  }
}

/** `X-Next-Page` when Thunes sends it, else `X-Total-Pages`, else whether the page was full. */
function hasNextPage(headers: Headers, page: number, count: number): boolean {
  const next = headers.get('x-next-page');
  if (next !== null) return next.trim() !== '' && Number(next) > page;
  const totalPages = Number(headers.get('x-total-pages'));
  if (Number.isInteger(totalPages) && totalPages > 0) return page < totalPages;
  return count >= PER_PAGE;
}
