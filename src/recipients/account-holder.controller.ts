import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
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

/** Who holds the account a recipient would be paid to, as the paying partner knows it ("Registered to: ..."). */
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
      503: 'The partner could not be asked (`PAYOUT.PARTNER_UNAVAILABLE`).',
    },
  })
  @Get('recipient-account-holder')
  async accountHolder(@Query(new ZodValidationPipe(accountHolderQuery)) query: z.output<typeof accountHolderQuery>) {
    return { name: await this.recipients.accountHolderName(query) };
  }
}
