import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PaymentMethodProvider } from './payment-method-provider.js';

/**
 * Each sender's customer at the card provider (`payment_customers`). Every payment is made
 * for it, so a method the sender saves stays attached to them and can be used again.
 */
@Injectable()
export class PaymentCustomers {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentMethodProvider,
  ) {}

  /** The sender's customer id, created at the provider on first use. Safe under concurrent calls. */
  async customerFor(userId: number): Promise<string> {
    const known = await this.find(userId);
    if (known) return known;
    // The provider call is idempotent per sender, so a race creates one customer, not two.
    const created = await this.provider.createCustomer(userId);
    await this.em.getConnection().execute(
      'insert into "payment_customers" ("user_id", "stripe_customer_id") values (?, ?) on conflict ("user_id") do nothing',
      [userId, created],
    );
    return (await this.find(userId)) ?? created;
  }

  private async find(userId: number): Promise<string | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ stripe_customer_id: string }[]>('select "stripe_customer_id" from "payment_customers" where "user_id" = ?', [userId]);
    return rows[0]?.stripe_customer_id ?? null;
  }
}
