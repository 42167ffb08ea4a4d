import { REDACTION_CENSOR } from './redaction.js';

/** Query parameters that carry secrets: the bank checkout page puts the link's access token in its URL. */
const SECRET_QUERY_PARAMETERS = /^(access_token|accessToken|token|code|password|enrollment|accountNumber)$/i;

/** The payout partners' callback path carries the deployment's secret right after this. */
const SECRET_PATH = /^(\/api\/payout-callbacks\/)[^/?]+/;

/** A request URL as a log line may show it: the callback path's secret and secret query values replaced. */
export function loggableUrl(fullUrl: string): string {
  const url = fullUrl.replace(SECRET_PATH, `$1${REDACTION_CENSOR}`);
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_PARAMETERS.test(key)) {
      params.set(key, REDACTION_CENSOR);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}
