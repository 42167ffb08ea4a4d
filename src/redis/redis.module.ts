import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RateLimiter } from './rate-limiter.service.js';
import { REDIS_CLIENT, createRedisClient, type RedisClient } from './redis-client.js';

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<RedisClient> => {
        const client = createRedisClient(config.REDIS_URL);
        const logger = new Logger('Redis');
        client.on('error', (error: Error) => logger.warn(`Redis connection problem: ${error.message}`));
        await client.connect();
        return client;
      },
    },
    RateLimiter,
  ],
  exports: [REDIS_CLIENT, RateLimiter],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }
}
