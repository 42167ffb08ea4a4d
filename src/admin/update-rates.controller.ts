import { Body, Controller, HttpCode, Injectable, Post, Req, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AdminAccess } from './admin-access.service.js';
import { AdminRates } from './admin-rates.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { AdminSession } from './admin-session.js';
import { dashboardRateForm, isRatesPageForm, ratesPageForm, rateUpdates } from './admin.requests.js';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { ratesUpdatedResponse } from './admin.responses.js';

/**
 * The rates page's form carries the admin password and is checked by it; the dashboard's
 * single-rate form needs an admin session. Anything else is refused before it is read.
 */
@Injectable()
export class UpdateRatesGuard implements CanActivate {
  constructor(private readonly session: AdminSession) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!isRatesPageForm(request.body)) await this.session.assertActive(request);
    return true;
  }
}

/** `POST /api/update-rates` in both of the spec's forms (section 7). */
@Controller()
export class UpdateRatesController {
  constructor(
    private readonly access: AdminAccess,
    private readonly rates: AdminRates,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin-or-password',
    summary: "Update exchange rates: the rates page's form (with the admin password) or one country from the dashboard",
    body: z.union([ratesPageForm, dashboardRateForm]),
    responses: { 200: { description: 'The rates after the update, and what changed.', schema: ratesUpdatedResponse } },
    errors: {
      422: "A rate stands further from what its currency costs us now than FX_RATE_BAND_BPS allows (RATE.OUTSIDE_COST_BAND): nothing changed.",
      429: 'Too many wrong passwords from this address.',
    },
  })
  @Post('update-rates')
  @HttpCode(200)
  @UseGuards(UpdateRatesGuard)
  async update(@Req() req: Request, @Body() body: unknown) {
    const address = requestAddress(req);
    if (isRatesPageForm(body)) {
      const form = ratesPageForm.parse(body);
      await this.access.checkPassword(form.password, address, 'rates_page');
      return this.rates.update(rateUpdates(form.rates), 'rates_page', address);
    }
    return this.rates.update(rateUpdates(dashboardRateForm.parse(body ?? {})), 'dashboard', address);
  }
}
