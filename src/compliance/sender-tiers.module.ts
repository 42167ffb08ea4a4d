import { Module } from '@nestjs/common';
import { SenderTiers } from './sender-tiers.service.js';

/** The sender's tier for the contexts that enforce it (transfers' sending limits), without the provider. */
@Module({ providers: [SenderTiers], exports: [SenderTiers] })
export class SenderTiersModule {}
