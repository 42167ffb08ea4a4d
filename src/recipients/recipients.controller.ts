import { Body, Controller, Delete, Get, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { StepUp } from '../identity/step-up.service.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { RecipientIdMismatchError } from './domain/recipient.errors.js';
import type { Recipient } from './domain/recipient.js';
import { toRecipientResponse, type RecipientResponse } from './recipient.response.js';
import {
  RecipientIdPipe,
  recipientRequest,
  updateRecipientRequest,
  type RecipientRequest,
  type UpdateRecipientRequest,
} from './recipients.requests.js';
import { RecipientsService } from './recipients.service.js';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { recipientResponse } from './recipient.response.js';

const recipientId = z.object({ id: z.string().meta({ description: 'A recipient id of the signed-in sender.' }) });

@Controller('recipients')
@UseGuards(SignedInGuard)
export class RecipientsController {
  constructor(
    private readonly recipients: RecipientsService,
    private readonly stepUp: StepUp,
  ) {}

  @ApiOperation({
    tag: 'Recipients',
    access: 'sender',
    summary: "The sender's recipients",
    responses: { 200: { description: 'Every recipient, most used first.', schema: z.array(recipientResponse) } },
  })
  @Get()
  async list(@CurrentUser() user: SessionUser): Promise<RecipientResponse[]> {
    const [recipients, paid] = await Promise.all([this.recipients.list(user.id), this.recipients.paidTransfers(user.id)]);
    return recipients.map((recipient) => toRecipientResponse(recipient, paid(recipient)));
  }

  @ApiOperation({
    tag: 'Recipients',
    access: 'sender',
    summary: 'One recipient',
    params: recipientId,
    responses: { 200: { description: 'The recipient.', schema: recipientResponse } },
    errors: { 404: 'No such recipient of this sender.' },
  })
  @Get(':id')
  async get(@CurrentUser() user: SessionUser, @Param('id', RecipientIdPipe) id: number): Promise<RecipientResponse> {
    return this.withPaidTransfers(user.id, await this.recipients.get(user.id, id));
  }

  @ApiOperation({
    tag: 'Recipients',
    access: 'sender',
    summary: 'Add a recipient (the phone is checked against the country)',
    body: recipientRequest,
    responses: { 201: { description: 'Added.', schema: recipientResponse } },
    errors: { 403: 'The sender must confirm it is them first (`AUTH.STEP_UP_REQUIRED`).', 409: 'This recipient is already saved.' },
  })
  @Post()
  async add(
    @Req() req: Request,
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(recipientRequest)) body: RecipientRequest,
  ): Promise<RecipientResponse> {
    await this.stepUp.assertRecent(req);
    return this.withPaidTransfers(user.id, await this.recipients.add(user.id, body));
  }

  /** The id in the address decides; a different one in the body is a client mistake. */
  @ApiOperation({
    tag: 'Recipients',
    access: 'sender',
    summary: 'Change a recipient',
    params: recipientId,
    body: updateRecipientRequest,
    responses: { 200: { description: 'Changed.', schema: recipientResponse } },
    errors: {
      403: 'New payout details: the sender must confirm it is them first (`AUTH.STEP_UP_REQUIRED`).',
      404: 'No such recipient of this sender.',
      409: 'Another saved recipient already has these details.',
    },
  })
  @Put(':id')
  async update(
    @Req() req: Request,
    @CurrentUser() user: SessionUser,
    @Param('id', RecipientIdPipe) id: number,
    @Body(new ZodValidationPipe(updateRecipientRequest)) { id: bodyId, ...fields }: UpdateRecipientRequest,
  ): Promise<RecipientResponse> {
    if (bodyId != null && bodyId !== id) throw new RecipientIdMismatchError();
    // A new name alone needs nothing more; money going somewhere else does (issue #25).
    if (await this.recipients.changesPayout(user.id, id, fields)) await this.stepUp.assertRecent(req);
    return this.withPaidTransfers(user.id, await this.recipients.update(user.id, id, fields));
  }

  @ApiOperation({
    tag: 'Recipients',
    access: 'sender',
    summary: 'Delete a recipient',
    params: recipientId,
    responses: { 200: { description: 'Deleted.', schema: messageResponse } },
    errors: { 404: 'No such recipient of this sender.' },
  })
  @Delete(':id')
  async remove(@CurrentUser() user: SessionUser, @Param('id', RecipientIdPipe) id: number): Promise<{ message: string }> {
    await this.recipients.remove(user.id, id);
    return { message: 'Recipient deleted successfully' };
  }

  private async withPaidTransfers(userId: number, recipient: Recipient): Promise<RecipientResponse> {
    return toRecipientResponse(recipient, await this.recipients.paidTransfersTo(userId, recipient));
  }
}
