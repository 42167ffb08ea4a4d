/**
 * Fields that must never reach a log line, at any of the first few nesting levels:
 * credentials, verification codes, tokens, session material and card data.
 */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'code',
  'token',
  'access_token',
  'accessToken',
  'secret',
  'authorization',
  'cookie',
  'card',
  'cardNumber',
  'number',
  'cvv',
  'cvc',
  'security_code',
  'accountNumber',
  'account_number',
  'routingNumber',
];

const HEADER_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

export const REDACTED_PATHS = [
  ...HEADER_PATHS,
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

export const REDACTION_CENSOR = '[redacted]';
