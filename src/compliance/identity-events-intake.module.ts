import { Module } from '@nestjs/common';
import { IdentityEventsIntake } from './identity-events.intake.js';

/** What the webhook endpoint needs of compliance: storing identity events (no provider, so no cycle with payments). */
@Module({ providers: [IdentityEventsIntake], exports: [IdentityEventsIntake] })
export class IdentityEventsIntakeModule {}
