import { z } from 'zod';

// The parts of Daraja's answers and callbacks the adapter reads (developer.safaricom.co.ke/apis:
// Authorization, Business To Customer v3, Transaction Status). Everything read is parsed here;
// fields the adapter does not use are left out and ignored.

/** M-Pesa writes result codes as numbers (0, 2001) or strings ("SFC_IC0003", "R000002", sometimes "0"). */
const resultCode = z.union([z.number(), z.string()]).transform((code) => String(code).trim());

/** `GET /oauth/v1/generate`: `expires_in` is a string on the live gateway ("3599"), a number in the documentation's sample. */
export const darajaTokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number),
});

/** The synchronous acknowledgement of a B2C payment or a Transaction Status query. */
export const darajaAcknowledgement = z.object({
  OriginatorConversationID: z.string().optional(),
  ConversationID: z.string().optional(),
  ResponseCode: z.union([z.string(), z.number()]).transform((code) => String(code).trim()),
  ResponseDescription: z.string().optional(),
});
export type DarajaAcknowledgement = z.output<typeof darajaAcknowledgement>;

/** The gateway's refusal body: the code starts with the HTTP status (404.001.03, 500.002.1001, ...). */
export const darajaErrorBody = z.object({
  requestId: z.string().optional(),
  errorCode: z.string().min(1),
  errorMessage: z.string().optional(),
});

const resultParameter = z.object({ Key: z.string(), Value: z.unknown().optional() });

/**
 * The envelope M-Pesa POSTs to a ResultURL or QueueTimeOutURL, for a B2C payment and for a
 * Transaction Status query alike. `ResultParameter` is a list, or a single object when there
 * is one parameter.
 */
export const darajaResultCallback = z.object({
  Result: z.object({
    ResultType: z.union([z.number(), z.string()]).optional(),
    ResultCode: resultCode,
    ResultDesc: z.string().default(''),
    OriginatorConversationID: z.string().min(1),
    ConversationID: z.string().optional(),
    TransactionID: z.string().optional(),
    ResultParameters: z
      .object({ ResultParameter: z.union([z.array(resultParameter), resultParameter]) })
      .optional(),
  }),
});
export type DarajaResult = z.output<typeof darajaResultCallback>['Result'];

/** A result's parameters by key; values that are not text or numbers are left out. */
export function resultParametersOf(result: DarajaResult): Record<string, string> {
  const list = result.ResultParameters?.ResultParameter;
  const items = list === undefined ? [] : Array.isArray(list) ? list : [list];
  const parameters: Record<string, string> = {};
  for (const { Key, Value } of items) {
    if (typeof Value === 'string' || typeof Value === 'number') parameters[Key] = String(Value).trim();
  }
  return parameters;
}
