import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { LoadSdnListProcessor } from './load-sdn-list.processor.js';
import { SanctionsListLoader } from './sanctions-list-loader.service.js';
import { SanctionsListStore } from './sanctions-list.store.js';

/** Worker side of screening: loading the SDN list on a schedule, and at start when none is loaded. */
@Module({ providers: [SanctionsListStore, SanctionsListLoader, LoadSdnListProcessor] })
export class ScreeningWorkerModule implements OnApplicationBootstrap {
  constructor(private readonly loader: SanctionsListLoader) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.loader.loadIfNone();
  }
}
