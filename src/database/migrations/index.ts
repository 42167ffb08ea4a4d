import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_exchange_rates } from './Migration20261122000000_exchange_rates.js';
import { Migration20261122010000_identity_and_outbox } from './Migration20261122010000_identity_and_outbox.js';
import { Migration20261122020000_recipients } from './Migration20261122020000_recipients.js';
import { Migration20261122030000_transfers } from './Migration20261122030000_transfers.js';
import { Migration20261122045000_admin } from './Migration20261122045000_admin.js';
import { Migration20261122050000_payment_methods } from './Migration20261122050000_payment_methods.js';
import { Migration20261122060000_bank_payments } from './Migration20261122060000_bank_payments.js';
import { Migration20261122070000_transfer_checks } from './Migration20261122070000_transfer_checks.js';
import { Migration20261122080000_refunds } from './Migration20261122080000_refunds.js';
import { Migration20261123000000_payment_declines } from './Migration20261123000000_payment_declines.js';
import { Migration20261123160000_bank_account_verification } from './Migration20261123160000_bank_account_verification.js';
import { Migration20261123170000_disputes_and_operator_queue } from './Migration20261123170000_disputes_and_operator_queue.js';
import { Migration20261124010000_limits_cancellation_preferences } from './Migration20261124010000_limits_cancellation_preferences.js';
import { Migration20261123150000_verified_contacts } from './Migration20261123150000_verified_contacts.js';
import { Migration20261123140000_refund_refusals } from './Migration20261123140000_refund_refusals.js';
import { Migration20261123130000_unapplied_messages } from './Migration20261123130000_unapplied_messages.js';
import { Migration20261123120000_outbox_failures } from './Migration20261123120000_outbox_failures.js';
import { Migration20261123110000_request_keys } from './Migration20261123110000_request_keys.js';
import { Migration20261123100000_payout_rails } from './Migration20261123100000_payout_rails.js';
import { Migration20261123010000_decline_statistics } from './Migration20261123010000_decline_statistics.js';
import { Migration20261126010000_payout_attempts_and_refunds } from './Migration20261126010000_payout_attempts_and_refunds.js';
import { Migration20261126020000_ledger } from './Migration20261126020000_ledger.js';
import { Migration20261126170000_reconciliation } from './Migration20261126170000_reconciliation.js';
import { Migration20261126050000_fx_costs } from './Migration20261126050000_fx_costs.js';
import { Migration20261126160000_password_reset_codes } from './Migration20261126160000_password_reset_codes.js';
import { Migration20261124030000_sanctions_screening } from './Migration20261124030000_sanctions_screening.js';
import { Migration20261124020000_rate_alerts } from './Migration20261124020000_rate_alerts.js';
import { Migration20261126163000_finance_views } from './Migration20261126163000_finance_views.js';
import { Migration20261126180000_partner_float } from './Migration20261126180000_partner_float.js';
import { Migration20261126190000_outbox_trace_context } from './Migration20261126190000_outbox_trace_context.js';
import { Migration20261126200000_transfer_references } from './Migration20261126200000_transfer_references.js';
import { Migration20261127010000_cards_kept_after_authentication } from './Migration20261127010000_cards_kept_after_authentication.js';
import { Migration20261127020000_drop_recipient_use_count } from './Migration20261127020000_drop_recipient_use_count.js';
import { Migration20261127030000_screening_hold_reason } from './Migration20261127030000_screening_hold_reason.js';
import { Migration20261127040000_sender_second_factor } from './Migration20261127040000_sender_second_factor.js';

/**
 * Committed migrations in order. Listed explicitly (rather than discovered on disk) so
 * that the api, the worker, the scripts and the tests all run exactly the same set.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_exchange_rates', class: Migration20261122000000_exchange_rates },
  { name: 'Migration20261122010000_identity_and_outbox', class: Migration20261122010000_identity_and_outbox },
  { name: 'Migration20261122020000_recipients', class: Migration20261122020000_recipients },
  { name: 'Migration20261122030000_transfers', class: Migration20261122030000_transfers },
  { name: 'Migration20261122045000_admin', class: Migration20261122045000_admin },
  { name: 'Migration20261122050000_payment_methods', class: Migration20261122050000_payment_methods },
  { name: 'Migration20261122060000_bank_payments', class: Migration20261122060000_bank_payments },
  { name: 'Migration20261122070000_transfer_checks', class: Migration20261122070000_transfer_checks },
  { name: 'Migration20261122080000_refunds', class: Migration20261122080000_refunds },
  { name: 'Migration20261123000000_payment_declines', class: Migration20261123000000_payment_declines },
  { name: 'Migration20261123010000_decline_statistics', class: Migration20261123010000_decline_statistics },
  { name: 'Migration20261123100000_payout_rails', class: Migration20261123100000_payout_rails },
  { name: 'Migration20261123110000_request_keys', class: Migration20261123110000_request_keys },
  { name: 'Migration20261123120000_outbox_failures', class: Migration20261123120000_outbox_failures },
  { name: 'Migration20261123130000_unapplied_messages', class: Migration20261123130000_unapplied_messages },
  { name: 'Migration20261123140000_refund_refusals', class: Migration20261123140000_refund_refusals },
  { name: 'Migration20261123150000_verified_contacts', class: Migration20261123150000_verified_contacts },
  { name: 'Migration20261123160000_bank_account_verification', class: Migration20261123160000_bank_account_verification },
  { name: 'Migration20261123170000_disputes_and_operator_queue', class: Migration20261123170000_disputes_and_operator_queue },
  { name: 'Migration20261124010000_limits_cancellation_preferences', class: Migration20261124010000_limits_cancellation_preferences },
  { name: 'Migration20261124020000_rate_alerts', class: Migration20261124020000_rate_alerts },
  { name: 'Migration20261124030000_sanctions_screening', class: Migration20261124030000_sanctions_screening },
  { name: 'Migration20261126010000_payout_attempts_and_refunds', class: Migration20261126010000_payout_attempts_and_refunds },
  { name: 'Migration20261126020000_ledger', class: Migration20261126020000_ledger },
  { name: 'Migration20261126050000_fx_costs', class: Migration20261126050000_fx_costs },
  { name: 'Migration20261126160000_password_reset_codes', class: Migration20261126160000_password_reset_codes },
  { name: 'Migration20261126163000_finance_views', class: Migration20261126163000_finance_views },
  { name: 'Migration20261126170000_reconciliation', class: Migration20261126170000_reconciliation },
  { name: 'Migration20261126180000_partner_float', class: Migration20261126180000_partner_float },
  { name: 'Migration20261126190000_outbox_trace_context', class: Migration20261126190000_outbox_trace_context },
  { name: 'Migration20261126200000_transfer_references', class: Migration20261126200000_transfer_references },
  { name: 'Migration20261127010000_cards_kept_after_authentication', class: Migration20261127010000_cards_kept_after_authentication },
  { name: 'Migration20261127020000_drop_recipient_use_count', class: Migration20261127020000_drop_recipient_use_count },
  { name: 'Migration20261127030000_screening_hold_reason', class: Migration20261127030000_screening_hold_reason },
  { name: 'Migration20261127040000_sender_second_factor', class: Migration20261127040000_sender_second_factor },
];
