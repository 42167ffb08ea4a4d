import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PasswordHasher } from '../identity/password-hasher.js';

/**
 * The admin password (ADMIN_PASSWORD), hashed once at boot with argon2id. A candidate is
 * checked by hashing it with the same salt and comparing the digests in constant time, so
 * neither the comparison's timing nor a heap dump of a request gives the password away.
 */
@Injectable()
export class AdminPassword implements OnModuleInit {
  private hash: string | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
  ) {}

  async onModuleInit(): Promise<void> {
    this.hash = await this.hasher.hash(this.config.ADMIN_PASSWORD);
  }

  async matches(candidate: string): Promise<boolean> {
    if (!this.hash) throw new Error('AdminPassword used before the module was initialised');
    return this.hasher.verify(candidate, this.hash);
  }
}
