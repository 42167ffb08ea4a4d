import { z } from 'zod';

export const notificationSettingsResponse = z.object({ email: z.boolean(), sms: z.boolean() });
