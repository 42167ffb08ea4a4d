import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User, type UserStatus } from '../identity/domain/user.js';
import { SessionRegistry } from '../identity/session-registry.js';
import { Money } from '../shared/domain/money.js';
import { AdminAuditEntry } from './domain/admin-audit-entry.js';
import { AdminUserNotFoundError, InvalidListCursorError } from './domain/admin.errors.js';
import { decodeCursor, encodeCursor } from './domain/list-cursor.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { searchPattern, userSearchText } from './admin-search.js';
import type { UsersQuery } from './admin.requests.js';

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  status: UserStatus;
  created_at: Date;
  cursor_at: string;
  transfer_count: string;
  total_volume: string;
}

export interface AdminUserView {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** Every transfer the user created, whatever its status. */
  transactionCount: number;
  /** USD sent in completed transfers. */
  totalVolume: number;
  status: UserStatus;
  createdAt: string;
}

/** The users list and user status changes, for the admin dashboard. */
@Injectable()
export class AdminUsers {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionRegistry,
    private readonly audit: AdminAuditLog,
  ) {}

  /**
   * One keyset page of users by sign-up date, filtered in SQL; each user's transfer count
   * and volume are aggregated for that page's users only (index on transactions.user_id).
   */
  async list(query: UsersQuery): Promise<{ items: AdminUserView[]; nextCursor: string | null }> {
    const newest = query.sort === 'newest';
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      conditions.push('u.status = ?');
      params.push(query.status);
    }
    if (query.search) {
      conditions.push(`${userSearchText('u')} ilike ?`);
      params.push(searchPattern(query.search));
    }
    if (query.before) {
      const position = decodeCursor(query.before);
      if (!/^\d{1,10}$/.test(position.id)) throw new InvalidListCursorError();
      conditions.push(`(u.created_at, u.id) ${newest ? '<' : '>'} (?::timestamptz, ?::integer)`);
      params.push(position.createdAt, position.id);
    }
    const rows = await this.select(conditions, params, newest ? 'desc' : 'asc', query.limit + 1);
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map(toAdminUserView),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.cursor_at, id: String(last.id) }) : null,
    };
  }

  /**
   * Suspends or re-activates a user. A suspension takes effect at once: it is committed
   * with its audit entry, then every session of the user is ended; sign-in refuses them
   * (AUTH.SUSPENDED) and any request still carrying an old session finds no user.
   * Answers the user as the list shows them, with how many sessions were ended.
   */
  async setStatus(userId: number, action: 'suspend' | 'activate', address: string) {
    const { status } = await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new AdminUserNotFoundError();
      const before = user.status;
      const wanted: UserStatus = action === 'suspend' ? 'suspended' : 'active';
      if (before !== wanted) {
        const at = new Date();
        if (wanted === 'suspended') user.suspend(at);
        else user.activate(at);
        this.audit.record(em, AdminAuditEntry.userStatusChanged(user.id, before, user.status, address, at));
        await em.flush();
      }
      return { status: user.status };
    });
    const sessionsEnded = status === 'suspended' ? await this.sessions.endAll(userId) : 0;
    const [row] = await this.select(['u.id = ?'], [userId], 'desc', 1);
    if (!row) throw new AdminUserNotFoundError();
    return { ...toAdminUserView(row), sessionsEnded };
  }

  /** Users matching every condition, in sign-up order, with their transfer count and volume. */
  private select(conditions: string[], params: unknown[], direction: 'asc' | 'desc', limit: number): Promise<UserRow[]> {
    return this.em.getConnection().execute<UserRow[]>(
      `with page as (
         select u.id, u.first_name, u.last_name, u.email, u.phone, u.is_email_verified, u.is_phone_verified, u.status,
                u.created_at, to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
           from users u
          where ${conditions.length > 0 ? conditions.join(' and ') : 'true'}
          order by u.created_at ${direction}, u.id ${direction}
          limit ?
       )
       select page.*, coalesce(activity.transfer_count, 0) as transfer_count, coalesce(activity.total_volume, 0) as total_volume
         from page
         left join lateral (
           select count(*) as transfer_count, sum(t.amount) filter (where t.status = 'completed') as total_volume
             from transactions t
            where t.user_id = page.id
         ) activity on true
        order by page.created_at ${direction}, page.id ${direction}`,
      [...params, limit],
    );
  }
}

function toAdminUserView(row: UserRow): AdminUserView {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    emailVerified: row.is_email_verified,
    phoneVerified: row.is_phone_verified,
    transactionCount: Number(row.transfer_count),
    totalVolume: Money.parse(String(row.total_volume), 'USD').toNumber(),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
