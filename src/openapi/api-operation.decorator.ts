import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';
import type { AdminPermission } from '../admin/domain/operator-permission.js';

/**
 * Who may call an operation: anyone, a signed-in sender, an admin session, the card provider
 * (signed webhook), or a payout partner (unsigned callback on a secret path).
 */
export type ApiAccess = 'public' | 'sender' | 'admin' | 'webhook' | 'partner-callback';

export interface ApiResponseSpec {
  description: string;
  /** The body's schema (JSON unless `mediaType` says otherwise); none for an empty answer. */
  schema?: z.ZodType;
  /** The body's media type when it is not JSON (`text/csv` for an export). */
  mediaType?: string;
}

/** What one route takes and answers, for the generated OpenAPI document. */
export type ApiOperationSpec = ApiOperationCommon &
  (
    | {
        access: 'admin';
        /** What the operator's role must allow (AdminGuard answers 403 ADMIN.ROLE_NOT_ALLOWED otherwise). */
        allows: AdminPermission;
      }
    | { access: Exclude<ApiAccess, 'admin'>; allows?: never }
  );

interface ApiOperationCommon {
  summary: string;
  description?: string;
  tag: string;
  query?: z.ZodObject;
  /** Path parameters, by name (`{ id: z.string() }`). */
  params?: z.ZodObject;
  body?: z.ZodType;
  /** Success answers by status code. */
  responses: Record<number, ApiResponseSpec>;
  /**
   * Error answers besides those the generator adds from the spec itself (400 for a
   * validated query or body, 401 for a required session, 403 for a cookie-authenticated write).
   */
  errors?: Record<number, string>;
}

export const API_OPERATION = 'remit:api-operation';

/**
 * Declares a route's contract next to its handler, from the same zod schemas its pipes
 * validate with; `OpenApiDocument` turns every declared route into the OpenAPI document,
 * and a test fails when a route has none.
 */
export const ApiOperation = (spec: ApiOperationSpec) => SetMetadata(API_OPERATION, spec);
