import { Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay.service.js';

/** Worker side only. */
@Module({ providers: [OutboxRelay], exports: [OutboxRelay] })
export class OutboxRelayModule {}
