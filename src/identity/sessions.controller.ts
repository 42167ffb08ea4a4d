import { Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { CurrentUser } from './current-user.decorator.js';
import { SessionNotFoundError } from './domain/identity.errors.js';
import { SessionRegistry } from './session-registry.js';
import type { SessionUser } from './session-user.js';
import { SignedInGuard } from './signed-in.guard.js';

const sessionId = z.object({ id: z.string().meta({ description: 'A session of the signed-in sender, as listed.' }) });

const activeSessionsResponse = z
  .array(
    z.object({
      id: z.string(),
      device: z.string().meta({ description: 'The browser and system, as "Chrome on Android".' }),
      address: z.string().nullable().meta({ description: 'The address it signed in from.' }),
      signedInAt: z.string().nullable(),
      lastSeenAt: z.string().nullable(),
      current: z.boolean().meta({ description: 'The session asking.' }),
    }),
  )
  .meta({ id: 'ActiveSessions' });

/** The sender's signed-in devices (/settings): seen, and ended one by one or all but this one (issue #25). */
@Controller('settings/sessions')
@UseGuards(SignedInGuard)
export class SessionsController {
  constructor(private readonly sessions: SessionRegistry) {}

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Where the sender is signed in: each session with its device, address, start and last use, this one first',
    responses: { 200: { description: 'The live sessions.', schema: activeSessionsResponse } },
  })
  @Get()
  async list(@Req() req: Request, @CurrentUser() user: SessionUser) {
    return (await this.sessions.list(user.id, req.sessionID)).map((session) => ({
      ...session,
      signedInAt: session.signedInAt?.toISOString() ?? null,
      lastSeenAt: session.lastSeenAt?.toISOString() ?? null,
    }));
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Sign out every other session of the account',
    responses: { 200: { description: 'Ended.', schema: messageResponse } },
  })
  @Post('end-others')
  @HttpCode(200)
  async endOthers(@Req() req: Request, @CurrentUser() user: SessionUser) {
    const ended = await this.sessions.endOthers(user.id, req.sessionID);
    return { message: ended === 1 ? 'You have been signed out of 1 other session.' : `You have been signed out of ${ended} other sessions.` };
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Sign out one session of the account (this one too, if named)',
    params: sessionId,
    responses: { 200: { description: 'Ended.', schema: messageResponse } },
    errors: { 404: 'No such live session of this sender (`SESSION.NOT_FOUND`).' },
  })
  @Delete(':id')
  async end(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    if (!(await this.sessions.end(user.id, id))) throw new SessionNotFoundError();
    return { message: 'That session has been signed out.' };
  }
}
