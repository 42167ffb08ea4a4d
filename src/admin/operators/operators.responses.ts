import { z } from 'zod';
import { OPERATOR_ROLES, OPERATOR_STATUSES } from '../domain/operator.js';

/** An operator as the owners' list shows them. */
export const operatorResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  createdAt: z.string().meta({ description: 'ISO 8601.' }),
  enrolmentExpiresAt: z.string().nullable().meta({ description: "An invited operator's link works until then (ISO 8601); null when none is waiting." }),
});

export const operatorsResponse = z.object({ items: z.array(operatorResponse) });

/** What the enrolment page shows for a valid link. */
export const pendingEnrolmentResponse = z.object({
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  secret: z.string().meta({ description: "The authenticator's key (base32), to type in by hand." }),
  otpauthUri: z.string().meta({ description: 'The otpauth:// URI the QR code holds.' }),
  qrCode: z.string().meta({ description: 'The QR code as a PNG data URL.' }),
});

export const enrolledResponse = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()).meta({ description: 'Ten one-time recovery codes, shown this once.' }),
});
