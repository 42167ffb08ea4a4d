import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { CURRENCY_BY_COUNTRY } from '../shared/domain/country.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { COUNTRY_NAME } from './domain/rate-alert.errors.js';
import { createRateAlertRequest, RateAlertIdPipe, type CreateRateAlertRequest } from './rate-alerts.requests.js';
import {
  rateAlertResponse,
  rateAlertSetResponse,
  toRateAlertResponse,
  type RateAlertResponse,
  type RateAlertSetResponse,
} from './rate-alerts.responses.js';
import { RateAlertsService } from './rate-alerts.service.js';

const rateAlertId = z.object({ id: z.string().meta({ description: 'A rate alert id of the signed-in sender.' }) });

@Controller('rate-alerts')
@UseGuards(SignedInGuard)
export class RateAlertsController {
  constructor(private readonly alerts: RateAlertsService) {}

  @ApiOperation({
    tag: 'Rate alerts',
    access: 'sender',
    summary: "The sender's rate alerts: the active ones, then those reached in the last 30 days",
    responses: { 200: { description: 'Active alerts first, then the most recently reached.', schema: z.array(rateAlertResponse) } },
  })
  @Get()
  async list(@CurrentUser() user: SessionUser): Promise<RateAlertResponse[]> {
    return (await this.alerts.list(user.id)).map(toRateAlertResponse);
  }

  @ApiOperation({
    tag: 'Rate alerts',
    access: 'sender',
    summary: 'Set a rate alert for a country (it replaces the target of an active alert for the same country)',
    description:
      'The sender is emailed (verified email) or texted (verified phone) once when an operator rate change reaches the target; the alert then ends. ' +
      'The target must be above the current rate: otherwise 400 `RATE_ALERT.TARGET_NOT_ABOVE_CURRENT`, whose message states the current rate.',
    body: createRateAlertRequest,
    responses: { 201: { description: 'Set (or the active alert for the country retargeted).', schema: rateAlertSetResponse } },
    errors: { 409: 'Too many active alerts.' },
  })
  @Post()
  async set(
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(createRateAlertRequest)) { country, targetRate }: CreateRateAlertRequest,
  ): Promise<RateAlertSetResponse> {
    const { alert, replaced } = await this.alerts.set(user.id, country, targetRate);
    const wanted = `1 USD = ${targetRate.toDecimalString()} ${CURRENCY_BY_COUNTRY[country]}`;
    return {
      message: replaced
        ? `Your ${COUNTRY_NAME[country]} alert now waits for ${wanted} (it was ${replaced.toDecimalString()}).`
        : `We will tell you when ${COUNTRY_NAME[country]} reaches ${wanted}.`,
      replaced: replaced !== null,
      alert: toRateAlertResponse(alert),
    };
  }

  @ApiOperation({
    tag: 'Rate alerts',
    access: 'sender',
    summary: 'Remove a rate alert (active or reached)',
    params: rateAlertId,
    responses: { 200: { description: 'Removed: it will not fire.', schema: messageResponse } },
    errors: { 404: 'No such rate alert of this sender.' },
  })
  @Delete(':id')
  async remove(@CurrentUser() user: SessionUser, @Param('id', RateAlertIdPipe) id: string): Promise<{ message: string }> {
    await this.alerts.remove(user.id, id);
    return { message: 'Rate alert removed' };
  }
}
