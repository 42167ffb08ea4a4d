import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

/**
 * The official client has no base-URL option; a custom httpClient is its documented
 * extension point, so requests for api.twilio.com are re-addressed to the sandbox.
 */
export class SandboxRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super();
  }

  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const url = new URL(opts.uri);
    const uri = url.hostname === 'api.twilio.com' ? `${this.baseUrl}${url.pathname}${url.search}` : opts.uri;
    return super.request<T>({ ...opts, uri });
  }
}

export function sandboxTwilioClient(baseUrl: string, accountSid: string, authToken: string) {
  return twilio(accountSid, authToken, { httpClient: new SandboxRequestClient(baseUrl.replace(/\/+$/, '')) });
}
