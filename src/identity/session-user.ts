import type { Language } from '../shared/domain/language.js';
import type { User, UserStatus } from './domain/user.js';

/** What a signed-in request knows about its user, and what `GET /api/auth/me` answers. */
export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  status: UserStatus;
  language: Language;
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    status: user.status,
    language: user.language,
  };
}
