/**
 * The one API key and secret the Thunes sandbox accepts (HTTP Basic: key as user, secret as
 * password, as Thunes' Authentication section describes). Sandbox values, documented in
 * sandbox/README.md; real ones come with a Thunes account.
 */
export const thunesApiKey = 'thunes-sandbox-key';
export const thunesApiSecret = 'thunes-sandbox-secret';

/** Where a partner's transfers are funded from: the sandbox account holds a USD balance, sent from the US. */
export const thunesSourceCurrency = 'USD';
export const thunesSourceCountry = 'USA';
