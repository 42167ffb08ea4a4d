import { Module } from '@nestjs/common';
import { SanctionsListStore } from './sanctions-list.store.js';
import { SanctionsScreening } from './sanctions-screening.service.js';

/** Api side of screening: names screened against the SDN list in use. */
@Module({ providers: [SanctionsListStore, SanctionsScreening], exports: [SanctionsScreening] })
export class ScreeningModule {}
