import { Module } from '@nestjs/common';
import { TracingShutdown } from './tracing-shutdown.js';

/** The app's side of tracing (the SDK itself starts in preload.ts, before the app): flushing on shutdown. */
@Module({ providers: [TracingShutdown] })
export class TracingModule {}
