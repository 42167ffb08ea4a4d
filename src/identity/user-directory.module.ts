import { Module } from '@nestjs/common';
import { UserDirectory } from './user-directory.service.js';

@Module({ providers: [UserDirectory], exports: [UserDirectory] })
export class UserDirectoryModule {}
