import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AdminAccess } from './admin-access.service.js';
import { AdminRates } from './admin-rates.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { AdminGuard } from './admin.guard.js';
import { dashboardRateForm, isRatesPageForm, ratesPageForm, rateUpdates } from './admin.requests.js';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { ratesUpdatedResponse } from './admin.responses.js';

/**
 * `POST /api/update-rates` in both of the spec's forms (section 7), each from a signed-in
 * operator. The rates page's form also carries the operator's own password, checked again
 * before all four rates change (its "Admin Password" field).
 */
@Controller()
export class UpdateRatesController {
  constructor(
    private readonly access: AdminAccess,
    private readonly rates: AdminRates,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: "Update exchange rates: the rates page's form (with the operator's password again) or one country from the dashboard",
    body: z.union([ratesPageForm, dashboardRateForm]),
    responses: { 200: { description: 'The rates after the update, and what changed.', schema: ratesUpdatedResponse } },
    errors: {
      422: "A rate stands further from what its currency costs us now than FX_RATE_BAND_BPS allows (RATE.OUTSIDE_COST_BAND): nothing changed.",
      401: "Admin access required (`ADMIN.REQUIRED`), or the rates page's password is not the operator's (`ADMIN.INVALID_PASSWORD`).",
      429: 'Too many wrong passwords from this address.',
    },
  })
  @Post('update-rates')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async update(@Req() req: Request, @Body() body: unknown) {
    const address = requestAddress(req);
    if (isRatesPageForm(body)) {
      const form = ratesPageForm.parse(body);
      await this.access.confirmPassword(req, form.password, address, 'rates_page');
      return this.rates.update(rateUpdates(form.rates), 'rates_page', address);
    }
    return this.rates.update(rateUpdates(dashboardRateForm.parse(body ?? {})), 'dashboard', address);
  }
}
