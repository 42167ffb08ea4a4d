import { randomBytes } from 'node:crypto';
import { countSmsSegments } from './sms-segments.js';

export interface AcceptedSms {
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  createdAt: Date;
}

/** Twilio dates are RFC 2822 with a numeric zone, e.g. "Thu, 24 Aug 2023 05:01:45 +0000". */
function rfc2822(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

export function newMessageSid(): string {
  return `SM${randomBytes(16).toString('hex')}`;
}

/** The Message resource Twilio answers on create, with the fields its SDKs read. */
export function twilioMessageResource(sid: string, sms: AcceptedSms) {
  const uri = `/2010-04-01/Accounts/${sms.accountSid}/Messages/${sid}.json`;
  const created = rfc2822(sms.createdAt);
  return {
    account_sid: sms.accountSid,
    api_version: '2010-04-01',
    body: sms.body,
    date_created: created,
    date_sent: null,
    date_updated: created,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: sms.from,
    messaging_service_sid: sms.messagingServiceSid,
    num_media: '0',
    num_segments: String(countSmsSegments(sms.body)),
    price: null,
    price_unit: 'USD',
    sid,
    status: 'queued',
    subresource_uris: { media: `${uri.slice(0, -'.json'.length)}/Media.json` },
    to: sms.to,
    uri,
  };
}
