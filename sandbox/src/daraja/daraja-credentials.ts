/**
 * What the Daraja sandbox accepts, as the "test credentials" page of a Daraja sandbox app
 * would list them. Sandbox values, documented in sandbox/README.md; the initiator password
 * can be changed with SANDBOX_DARAJA_INITIATOR_PASSWORD.
 */
export const darajaConsumerKey = 'sandbox-consumer-key';
export const darajaConsumerSecret = 'sandbox-consumer-secret';
export const darajaInitiatorName = 'testapi';
export const defaultDarajaInitiatorPassword = 'Sandbox#Initiator1';
/** The B2C (bulk disbursement) short code the sandbox pays from: PartyA. */
export const darajaB2cShortCode = '600992';
export const darajaOrganizationName = 'Provider Sandbox B2C';
/** Daraja's tokens last an hour; the OAuth answer says 3599 seconds. */
export const darajaTokenLifetimeSeconds = 3599;
