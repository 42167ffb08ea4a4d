import { Module } from '@nestjs/common';
import { TransferRecords } from './transfer-records.service.js';

/** The record each transfer keeps of its sender (issue #26), for the transfers context that creates them. */
@Module({ providers: [TransferRecords], exports: [TransferRecords] })
export class TransferRecordsModule {}
