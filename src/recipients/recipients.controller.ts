import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { RecipientIdMismatchError } from './domain/recipient.errors.js';
import { toRecipientResponse, type RecipientResponse } from './recipient.response.js';
import {
  RecipientIdPipe,
  recipientRequest,
  updateRecipientRequest,
  type RecipientRequest,
  type UpdateRecipientRequest,
} from './recipients.requests.js';
import { RecipientsService } from './recipients.service.js';

@Controller('recipients')
@UseGuards(SignedInGuard)
export class RecipientsController {
  constructor(private readonly recipients: RecipientsService) {}

  @Get()
  async list(@CurrentUser() user: SessionUser): Promise<RecipientResponse[]> {
    return (await this.recipients.list(user.id)).map(toRecipientResponse);
  }

  @Get(':id')
  async get(@CurrentUser() user: SessionUser, @Param('id', RecipientIdPipe) id: number): Promise<RecipientResponse> {
    return toRecipientResponse(await this.recipients.get(user.id, id));
  }

  @Post()
  async add(
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(recipientRequest)) body: RecipientRequest,
  ): Promise<RecipientResponse> {
    return toRecipientResponse(await this.recipients.add(user.id, body));
  }

  /** The id in the address decides; a different one in the body is a client mistake. */
  @Put(':id')
  async update(
    @CurrentUser() user: SessionUser,
    @Param('id', RecipientIdPipe) id: number,
    @Body(new ZodValidationPipe(updateRecipientRequest)) { id: bodyId, ...fields }: UpdateRecipientRequest,
  ): Promise<RecipientResponse> {
    if (bodyId != null && bodyId !== id) throw new RecipientIdMismatchError();
    return toRecipientResponse(await this.recipients.update(user.id, id, fields));
  }

  @Delete(':id')
  async remove(@CurrentUser() user: SessionUser, @Param('id', RecipientIdPipe) id: number): Promise<{ message: string }> {
    await this.recipients.remove(user.id, id);
    return { message: 'Recipient deleted successfully' };
  }
}
