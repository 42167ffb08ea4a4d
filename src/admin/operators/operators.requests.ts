import { z } from 'zod';
import { OPERATOR_ROLES } from '../domain/operator.js';
import { operatorPasswordProblem } from '../domain/operator.js';

const role = z.enum(OPERATOR_ROLES, { error: `Role must be one of ${OPERATOR_ROLES.join(', ')}` });

/** `POST /api/admin/operators/invites`: who to invite, and as what. */
export const operatorInviteRequest = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address'),
  role,
});

/** `PUT /api/admin/operators/:id`: another role, or deactivation (one of the two). */
export const operatorChangeRequest = z
  .strictObject(
    { role: role.optional(), status: z.literal('deactivated', { error: "Status can only be set to 'deactivated'" }).optional() },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only role or status can be changed' : 'Send a role or a status') },
  )
  .refine((body) => (body.role === undefined) !== (body.status === undefined), 'Send either a new role or status: deactivated');

/** An operator's id in the path: digits only (a malformed id answers like an unknown one). */
export const operatorIdParam = z.object({ id: z.string() });

const token = z.string({ error: 'The enrolment link is incomplete' }).trim().min(16, 'The enrolment link is incomplete').max(128, 'The enrolment link is not valid');

/** `GET /api/admin/enrolment?token=`. */
export const enrolmentQuery = z.object({ token });

/** `POST /api/admin/enrolment`: the link's token, the new password and the authenticator's code. */
export const enrolmentRequest = z.object({
  token,
  password: z
    .string({ error: 'Password is required' })
    .max(128, 'Password must be at most 128 characters')
    .superRefine((password, ctx) => {
      const problem = operatorPasswordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  code: z.string({ error: 'Authentication code is required' }).trim().min(1, 'Authentication code is required').max(16, 'Authentication code must be at most 16 characters'),
});
