import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { SignedInGuard } from '../../identity/signed-in.guard.js';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { COUNTRIES } from '../../shared/domain/country.js';
import { DELIVERY_METHODS } from '../../shared/domain/delivery-method.js';
import { Money } from '../../shared/domain/money.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { PayoutDestinations } from './payout-destinations.service.js';

const countryQuery = z.object({ country: z.enum(COUNTRIES, { error: 'Please select a country' }) });

const deliveryOptionsResponse = z
  .object({
    country: z.enum(COUNTRIES),
    methods: z.array(
      z.object({
        method: z.enum(DELIVERY_METHODS),
        banks: z.array(z.object({ id: z.string(), name: z.string() })),
        currency: z.string(),
        /** The smallest step the method pays, e.g. "1.00" for whole shillings. */
        increment: z.string(),
        minimum: z.string(),
        maximum: z.string(),
      }),
    ),
  })
  .meta({ id: 'DeliveryOptions' });

/** What the send screen and recipient forms offer per country. */
@Controller()
@UseGuards(SignedInGuard)
export class PayoutOptionsController {
  constructor(private readonly destinations: PayoutDestinations) {}

  @ApiOperation({
    tag: 'Recipients',
    access: 'sender',
    summary: 'How recipients in a country can be paid: methods, banks, and the amounts each pays',
    query: countryQuery,
    responses: { 200: { description: 'The methods offered there, the first being the default.', schema: deliveryOptionsResponse } },
    errors: { 503: 'The payout partner could not be asked (`PAYOUT.PARTNER_UNAVAILABLE`).' },
  })
  @Get('delivery-options')
  async options(@Query(new ZodValidationPipe(countryQuery)) { country }: z.output<typeof countryQuery>) {
    const options = await this.destinations.options(country);
    const methods = await Promise.all(
      options.map(async ({ method, banks }) => {
        // A bank's terms are its payer's; the first listed stands for them.
        const terms = await this.destinations.terms(country, { method, bankId: null, bankName: null, accountNumber: null });
        const decimal = (minor: bigint) => Money.fromMinor(minor, terms.currency).toDecimalString();
        return {
          method,
          banks,
          currency: terms.currency,
          increment: decimal(terms.incrementMinor),
          minimum: decimal(terms.minimumMinor),
          maximum: decimal(terms.maximumMinor),
        };
      }),
    );
    return { country, methods };
  }
}
