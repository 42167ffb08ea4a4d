import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';

const message = z.object({ message: z.string() });
export const notificationSettingsSchema = z.object({ email: z.boolean(), sms: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const NOTIFICATION_SETTINGS_KEY = '/api/settings/notifications';

export type ContactChannel = 'email' | 'phone';

/** `POST /api/profile/contact`: adds the email or phone the account lacks; a code is sent to it. */
export function addContact(channel: ContactChannel, value: string) {
  return apiSend('POST', '/api/profile/contact', { channel, value }, message);
}

/** `POST /api/profile/contact/verify`. */
export function verifyContact(channel: ContactChannel, code: string) {
  return apiSend('POST', '/api/profile/contact/verify', { channel, code }, message);
}

/** `POST /api/profile/password`: the account's other sessions end. */
export function changePassword(currentPassword: string, newPassword: string) {
  return apiSend('POST', '/api/profile/password', { currentPassword, newPassword }, message);
}

export function fetchNotificationSettings(url: string) {
  return apiGet(url, notificationSettingsSchema);
}

export function saveNotificationSettings(settings: NotificationSettings) {
  return apiSend('PUT', NOTIFICATION_SETTINGS_KEY, settings, notificationSettingsSchema);
}
