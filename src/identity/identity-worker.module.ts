import { Module } from '@nestjs/common';
import { ExpireUnverifiedRegistrationsProcessor } from './expire-unverified-registrations.processor.js';
import { UnverifiedRegistrations } from './unverified-registrations.service.js';

/** Worker side of identity: removing registrations nobody verified. */
@Module({ providers: [UnverifiedRegistrations, ExpireUnverifiedRegistrationsProcessor] })
export class IdentityWorkerModule {}
