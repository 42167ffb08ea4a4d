import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SecretBox } from './secret-box.js';

@Global()
@Module({
  providers: [{ provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SecretBox(config.ENCRYPTION_KEY) }],
  exports: [SecretBox],
})
export class CryptoModule {}
