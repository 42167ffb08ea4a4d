import { Controller, Get } from '@nestjs/common';
import { RatesService, type RatesByCountry } from './rates.service.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { ratesByCountryResponse } from './rates.responses.js';

@Controller('rates')
export class RatesController {
  constructor(private readonly rates: RatesService) {}

  @ApiOperation({
    tag: 'Rates',
    access: 'public',
    summary: 'Current exchange rates (units of local currency per 1 USD)',
    responses: { 200: { description: 'Each country with a rate.', schema: ratesByCountryResponse } },
  })
  @Get()
  list(): Promise<RatesByCountry> {
    return this.rates.currentRates();
  }
}
