import { LockMode, QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PayoutAccountNotFoundError } from '../payments/payouts/payout-destination.errors.js';
import { PayoutDestinations, type DestinationChoice } from '../payments/payouts/payout-destinations.service.js';
import type { Country } from '../shared/domain/country.js';
import type { Language } from '../shared/domain/language.js';
import { DuplicateRecipientError, RecipientNotFoundError } from './domain/recipient.errors.js';
import { Recipient, type RecipientDetails } from './domain/recipient.js';
import { NameLookupAllowance } from './name-lookup-allowance.service.js';
import { paidTransferCounts } from './paid-transfer-counts.js';
import { normalizeRecipientPhone } from './recipient-phone.js';

/** A recipient as a sender typed them: names untrimmed, the phone in any form of the country's numbers, how they are paid. */
export interface RecipientInput extends DestinationChoice {
  firstName: string;
  lastName: string;
  phone: string;
  country: Country;
  /** The language of their SMS; their country's when not chosen. */
  language?: Language;
}

/**
 * The sender's address book. Every query is scoped by the sender's id, so another
 * sender's recipient is indistinguishable from one that does not exist.
 */
@Injectable()
export class RecipientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly destinations: PayoutDestinations,
    private readonly nameLookups: NameLookupAllowance,
  ) {}

  /** Most recently sent to first; recipients never sent to after those, newest first. */
  list(userId: number): Promise<Recipient[]> {
    return this.em.fork().find(
      Recipient,
      { userId },
      { orderBy: { lastUsed: QueryOrder.DESC_NULLS_LAST, createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
  }

  /**
   * The name the paying partner holds the recipient's account under (the phone and destination
   * checked as for saving them first): null where the partner offers no such check. 404
   * PAYOUT.ACCOUNT_NOT_FOUND when the partner has no such account.
   */
  async accountHolderName(userId: number, input: Omit<RecipientInput, 'firstName' | 'lastName'>): Promise<string | null> {
    const details = await this.recipientDetails({ ...input, firstName: '', lastName: '' });
    await this.nameLookups.admit(userId, details);
    const name = await this.destinations.accountHolderName(details.country, details.destination, details.phone);
    if (name === null) throw new PayoutAccountNotFoundError(details.destination.method);
    return name ?? null;
  }

  /** The name MTN holds a Ugandan wallet (+2567...) under and whether it can receive; 404 when there is none. */
  async mtnRegisteredName(userId: number, phone: string): Promise<{ name: string; active: boolean }> {
    await this.nameLookups.admit(userId, { country: 'uganda', phone, destination: { method: 'mtn_momo', bankId: null, accountNumber: null } });
    return this.destinations.registeredName(phone);
  }

  /** How many paid transfers went to each of the sender's recipients. */
  paidTransfers(userId: number): Promise<(recipient: Recipient) => number> {
    return paidTransferCounts(this.em.fork(), userId);
  }

  /** How many paid transfers went to one of the sender's recipients. */
  async paidTransfersTo(userId: number, recipient: Recipient): Promise<number> {
    return (await paidTransferCounts(this.em.fork(), userId, recipient))(recipient);
  }

  async get(userId: number, id: number): Promise<Recipient> {
    const recipient = await this.em.fork().findOne(Recipient, { id, userId });
    if (!recipient) throw new RecipientNotFoundError();
    return recipient;
  }

  async add(userId: number, input: RecipientInput): Promise<Recipient> {
    const details = await this.recipientDetails(input);
    try {
      return await this.em.transactional(async (em) => {
        await this.assertNotSaved(em, userId, details);
        const recipient = Recipient.add(userId, details, new Date());
        em.persist(recipient);
        await em.flush();
        return recipient;
      });
    } catch (error) {
      throw duplicateOr(error, details.country);
    }
  }

  async update(userId: number, id: number, input: RecipientInput): Promise<Recipient> {
    const details = await this.recipientDetails(input);
    try {
      return await this.em.transactional(async (em) => {
        const recipient = await em.findOne(Recipient, { id, userId });
        if (!recipient) throw new RecipientNotFoundError();
        if (!recipient.isReachedAt(details.country, details.phone)) await this.assertNotSaved(em, userId, details);
        recipient.updateDetails(details, new Date());
        await em.flush();
        return recipient;
      });
    } catch (error) {
      throw duplicateOr(error, details.country);
    }
  }

  /** Whether saving `input` over recipient `id` pays them somewhere else (another phone, method, bank or account): a step-up asks first. */
  async changesPayout(userId: number, id: number, input: RecipientInput): Promise<boolean> {
    const details = await this.recipientDetails(input);
    const recipient = await this.get(userId, id);
    return !(recipient.isReachedAt(details.country, details.phone) && recipient.isPaidBy(details.destination));
  }

  async remove(userId: number, id: number): Promise<void> {
    const deleted = await this.em.fork().nativeDelete(Recipient, { id, userId });
    if (deleted === 0) throw new RecipientNotFoundError();
  }

  /**
   * For the transfers module, inside its transaction (`em` is the transaction's entity
   * manager): the recipient a transfer goes to is saved in the sender's address book. The
   * one saved under the same country and phone (however the phone was typed) records the
   * use and takes the names the sender typed this time; otherwise a new recipient is saved,
   * used once at `at`. Refuses a phone that is not valid for the country (400, field
   * `recipient.phone`). Two transfers to the same new recipient at once never fail each
   * other: the second waits for the first and counts as a second use.
   */
  async recordTransferRecipient(em: EntityManager, userId: number, details: RecipientDetails, at: Date): Promise<Recipient> {
    const saved = await this.lockSaved(em, userId, details);
    if (saved) return this.recordUse(em, saved, details, at);
    const insertedId = await this.insertUnlessSaved(em, Recipient.addOnFirstUse(userId, details, at));
    if (insertedId !== null) return em.findOneOrFail(Recipient, { id: insertedId });
    // A concurrent transaction saved it first; the insert waited for that one to commit.
    const winner = await this.lockSaved(em, userId, details);
    if (!winner) throw new Error('A recipient conflicted on insert but cannot be found');
    return this.recordUse(em, winner, details, at);
  }

  /**
   * Names trimmed, the phone in E.164 for the country, the destination checked against what
   * the country's partners pay; a 400 names the field at fault under `prefix` (`recipient.`
   * inside a transfer request).
   */
  async recipientDetails(input: RecipientInput, prefix = ''): Promise<RecipientDetails> {
    const phone = normalizeRecipientPhone(input.phone, input.country, `${prefix}phone`);
    return {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone,
      country: input.country,
      destination: await this.destinations.resolve(input.country, phone, input, prefix),
      ...(input.language ? { language: input.language } : {}),
    };
  }

  private lockSaved(em: EntityManager, userId: number, details: RecipientDetails): Promise<Recipient | null> {
    return em.findOne(
      Recipient,
      { userId, country: details.country, phone: details.phone },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  private async recordUse(em: EntityManager, recipient: Recipient, details: RecipientDetails, at: Date): Promise<Recipient> {
    recipient.recordUse(at);
    recipient.updateFromTransfer(details, at);
    await em.flush();
    return recipient;
  }

  /**
   * Inserts the recipient and answers its id, or null when the sender already has one under
   * that country and phone. Unlike a plain insert, a conflict does not abort the caller's
   * transaction.
   */
  private async insertUnlessSaved(em: EntityManager, recipient: Recipient): Promise<number | null> {
    const { userId, firstName, lastName, phone, country, lastUsed, createdAt, updatedAt } = recipient;
    const { deliveryMethod, bankId, bankName, accountNumber, language } = recipient;
    const result = await em
      .createQueryBuilder(Recipient)
      .insert({ userId, firstName, lastName, phone, country, deliveryMethod, bankId, bankName, accountNumber, language, lastUsed, createdAt, updatedAt })
      .onConflict(['userId', 'country', 'phone'])
      .ignore()
      .returning('id')
      .execute('run');
    const inserted = result.row as { id: number } | undefined;
    return inserted ? inserted.id : null;
  }

  private async assertNotSaved(em: EntityManager, userId: number, details: RecipientDetails): Promise<void> {
    if (await em.count(Recipient, { userId, country: details.country, phone: details.phone })) {
      throw new DuplicateRecipientError(details.country);
    }
  }
}


/** Two saves racing for one country and phone: the database's unique constraint decides. */
function duplicateOr(error: unknown, country: Country): unknown {
  return error instanceof UniqueConstraintViolationException ? new DuplicateRecipientError(country) : error;
}
