import { Module } from '@nestjs/common';
import { NotificationsService } from './notifications.service.js';

/** Api side: queue messages. */
@Module({ providers: [NotificationsService], exports: [NotificationsService] })
export class NotificationsModule {}
