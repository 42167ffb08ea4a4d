import { Controller, Get } from '@nestjs/common';
import { RatesService, type RatesByCountry } from './rates.service.js';

@Controller('rates')
export class RatesController {
  constructor(private readonly rates: RatesService) {}

  @Get()
  list(): Promise<RatesByCountry> {
    return this.rates.currentRates();
  }
}
