import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { recipientRequest } from './recipients.requests.js';
import { RecipientsService } from './recipients.service.js';

/** The recipient as the send screen or a recipient form has them so far; the names are not needed. */
const accountHolderQuery = recipientRequest.omit({ firstName: true, lastName: true });

const accountHolderResponse = z
  .object({
    name: z.string().nullable().meta({ description: 'The name the partner holds the account under; null when the partner has no such check here.' }),
  })
  .meta({ id: 'AccountHolder' });

const registeredNameQuery = z.object({
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .regex(/^\+2567[678]\d{7}$/, 'Enter an MTN Uganda number in international form, e.g. +256772123456'),
});

const registeredNameResponse = z.object({ name: z.string(), active: z.boolean() }).meta({ id: 'RegisteredName' });

/** Both lookups name a person: limited so that they cannot serve as a directory (issue #25). */
const LIMITED =
  'The sender looked up too many new accounts, or too many senders this one, in the last day (`RECIPIENT.NAME_LOOKUPS_LIMITED`); saved recipients are always answered.';

/**
 * Who holds the account a recipient would be paid to, as the paying partner knows it
 * ("Registered to: ..."), within the sender's allowance of lookups (`NameLookupAllowance`).
 */
@Controller()
@UseGuards(SignedInGuard)
export class AccountHolderController {
  constructor(private readonly recipients: RecipientsService) {}

  @ApiOperation({
    tag: 'Recipients',
    access: 'sender',
    summary: "The name the paying partner holds a recipient's account under: MTN for its wallets, Thunes' credit-party information in Ethiopia and Eritrea",
    query: accountHolderQuery,
    responses: { 200: { description: 'The registered name, or null where the partner offers no such check (cash pickup, some banks).', schema: accountHolderResponse } },
    errors: {
      400: 'The phone, method, bank or account number is not valid for the country.',
      404: 'The partner has no such account (`PAYOUT.ACCOUNT_NOT_FOUND`).',
      429: LIMITED,
      503: 'The partner could not be asked (`PAYOUT.PARTNER_UNAVAILABLE`).',
    },
  })
  @Get('recipient-account-holder')
  async accountHolder(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(accountHolderQuery)) query: z.output<typeof accountHolderQuery>) {
    return { name: await this.recipients.accountHolderName(user.id, query) };
  }

  @ApiOperation({
    tag: 'Recipients',
    access: 'sender',
    summary: 'The name MTN Mobile Money holds for a Ugandan number ("Registered to: ...")',
    query: registeredNameQuery,
    responses: { 200: { description: "The wallet holder's registered name, and whether the wallet can receive.", schema: registeredNameResponse } },
    errors: {
      404: 'The number has no MTN Mobile Money wallet (`PAYOUT.ACCOUNT_NOT_FOUND`).',
      429: LIMITED,
      503: 'MTN could not be asked (`PAYOUT.PARTNER_UNAVAILABLE`).',
    },
  })
  @Get('mtn-registered-name')
  async registeredName(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(registeredNameQuery)) { phone }: z.output<typeof registeredNameQuery>) {
    return this.recipients.mtnRegisteredName(user.id, phone);
  }
}
