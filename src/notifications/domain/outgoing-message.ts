/** A message to one person, by email or by SMS. Plain text: templates render it first. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An email address, or a phone number in E.164 form. */
  to: string;
  subject: string;
  text: string;
}
