import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseMetrics } from '../metrics/database-metrics.js';
import { ormOptions } from './orm-options.js';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [APP_CONFIG, { token: DatabaseMetrics, optional: true }],
      // Every query is timed for /metrics (remit_db_query_duration_seconds) where the process has metrics.
      useFactory: (config: AppConfig, metrics?: DatabaseMetrics) =>
        ormOptions(config.DATABASE_URL, metrics ? { loggerFactory: metrics.loggerFactory() } : {}),
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
