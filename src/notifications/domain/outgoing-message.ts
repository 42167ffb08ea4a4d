/** A message to one person, by email or by SMS. Plain text: templates render it first. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An email address, or a phone number in E.164 form. */
  to: string;
  subject: string;
  /**
   * The body. When `sealed`, it is encrypted (SecretBox) because it holds a secret such as a
   * verification code, and only the delivering worker opens it: neither the outbox table
   * nor the queue ever holds it in clear.
   */
  text: string;
  sealed?: boolean;
}
