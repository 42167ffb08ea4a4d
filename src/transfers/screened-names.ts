import type { NameToScreen, ScreeningResult } from '../screening/sanctions-screening.service.js';
import type { RecipientInfo, SenderInfo } from './domain/party.js';
import type { ScreeningMatchSummary } from './domain/transfer.events.js';

/**
 * The names of a transfer screened against the SDN list: the sender's (the account's name),
 * the recipient's as typed, and the account holder's when the payout partner named one (MTN's
 * registered name, Thunes' credit-party holder): the money goes to that person.
 */
export function namesToScreen(
  sender: Pick<SenderInfo, 'firstName' | 'lastName'>,
  recipient: Pick<RecipientInfo, 'firstName' | 'lastName' | 'registeredName'>,
): NameToScreen[] {
  const names: NameToScreen[] = [
    { party: 'sender', name: `${sender.firstName} ${sender.lastName}` },
    { party: 'recipient', name: `${recipient.firstName} ${recipient.lastName}` },
  ];
  if (recipient.registeredName) names.push({ party: 'account_holder', name: recipient.registeredName });
  return names;
}

/** The screening's likely matches as the transfer's event records them. */
export function matchSummaries(result: ScreeningResult): ScreeningMatchSummary[] {
  return result.names.flatMap(({ party, matches }) => matches.map((m) => ({ party, entNum: m.entNum, listedName: m.listedName, score: m.score })));
}
