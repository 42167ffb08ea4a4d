import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Outbox } from '../outbox/outbox.service.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';
import { requestCookie } from '../shared/http/request-cookie.js';
import { User } from './domain/user.js';
import { newDeviceNotice, type SignInPlace } from './new-device-message.js';

/** The browser's own long-lived id, so a sign-in from it is known next time. */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * The devices each sender signed in from (a random id in a cookie of the browser's, remembered
 * per account in Redis). A sign-in from one the account never used tells its owner, by email if
 * verified and otherwise by SMS, with where and when (issue #25). The account's first device,
 * the one it registered on, tells nothing.
 */
@Injectable()
export class KnownDevices {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records the device `req` came from for `userId`, telling the owner when it is a new one. */
  async signedIn(req: Request, userId: number, place: SignInPlace): Promise<void> {
    const device = this.deviceOf(req);
    const key = `${this.config.REDIS_PREFIX}:user-devices:${userId}`;
    const [known, added] = (await this.redis.multi().sCard(key).sAdd(key, device).exec()) as unknown as [number, number];
    if (known === 0 || added === 0) return;
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      const channel = user?.hasVerified('email') ? 'email' : user?.hasVerified('phone') ? 'phone' : null;
      if (!user || !channel) return;
      this.outbox.add(em, 'notifications.deliver-message', newDeviceNotice(channel, user.contactFor(channel)!, user.firstName, place, this.config.APP_URL, user.language), place.at);
    });
  }

  /** The browser's device id, given one now if it has none. */
  private deviceOf(req: Request): string {
    const cookie = requestCookie(req, DEVICE_COOKIE);
    if (cookie && /^[A-Za-z0-9_-]{16,64}$/.test(cookie)) return cookie;
    const id = randomBytes(16).toString('base64url');
    req.res?.cookie(DEVICE_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: this.config.NODE_ENV === 'production', maxAge: DEVICE_COOKIE_MAX_AGE_MS, path: '/' });
    return id;
  }
}
