import { z } from 'zod';

/** Every error answer of the api (DomainErrorFilter): a sentence for a person and a stable code for a program. */
export const errorResponse = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words a person can act on.' }),
    code: z.string().meta({ description: 'Stable machine-readable code, e.g. VALIDATION_FAILED, TRANSFER.QUOTE_CHANGED.' }),
    field: z.string().optional().meta({ description: 'The input field at fault, when there is one (dotted path).' }),
    issues: z
      .array(z.object({ field: z.string().optional(), message: z.string() }))
      .optional()
      .meta({ description: 'Every problem found, for VALIDATION_FAILED.' }),
  })
  .catchall(z.unknown())
  .meta({ id: 'Error' });

/** `{ message }` answers of writes that return nothing else. */
export const messageResponse = z.object({ message: z.string() }).meta({ id: 'Message' });
