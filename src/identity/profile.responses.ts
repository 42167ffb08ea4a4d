import { z } from 'zod';
import { LANGUAGES } from '../shared/domain/language.js';

export const notificationSettingsResponse = z.object({ email: z.boolean(), sms: z.boolean() });

export const languageSettingResponse = z.object({ language: z.enum(LANGUAGES) });
