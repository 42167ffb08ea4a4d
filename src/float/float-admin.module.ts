import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { FloatAdminController } from './float-admin.controller.js';
import { FloatModule } from './float.module.js';

/** The operator's Float page (api). */
@Module({ imports: [FloatModule, AdminModule], controllers: [FloatAdminController] })
export class FloatAdminModule {}
