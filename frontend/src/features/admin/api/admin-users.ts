import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { useAdminPages, type SortOrder } from './admin-pages';
import { idSchema, moneyValueSchema, pageSchema } from './admin-schemas';

export const ADMIN_USERS_PATH = '/api/admin/users';

/** Spec section 3, "Admin user". */
export const adminUserSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  emailVerified: z.boolean().default(false),
  phoneVerified: z.boolean().default(false),
  transactionCount: z.number().default(0),
  totalVolume: moneyValueSchema.default(0),
  /** `active` or `suspended`. */
  status: z.string(),
  createdAt: z.string(),
});

export type AdminUser = z.infer<typeof adminUserSchema>;

const usersPageSchema = pageSchema(adminUserSchema);

export type UserStatusFilter = '' | 'active' | 'suspended';

export type UserFilters = { sort: SortOrder; status: UserStatusFilter; search: string };

export function useAdminUsers({ sort, status, search }: UserFilters) {
  return useAdminPages(ADMIN_USERS_PATH, { sort, status, search: search.trim() }, usersPageSchema);
}

export type UserStatusAction = 'suspend' | 'activate';

/** `PUT /api/admin/users/{id}/status {action}`: answers the updated user. */
export function setUserStatus(id: AdminUser['id'], action: UserStatusAction): Promise<AdminUser> {
  return apiSend('PUT', `${ADMIN_USERS_PATH}/${encodeURIComponent(String(id))}/status`, { action }, adminUserSchema);
}
