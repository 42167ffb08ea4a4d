import Stripe from 'stripe';
import { createCard, publishableKey, sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';

describe('Stripe PaymentIntent search', () => {
  const sandboxRef = useTestSandbox();
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());
  const run = `run${Date.now()}`;

  const pay = async (transferId: string, number = '4242424242424242', amount = 2500) =>
    stripe().paymentIntents.create({
      amount,
      currency: 'usd',
      payment_method: (await createCard(url(), number)).id,
      confirm: true,
      metadata: { transferId, run },
    });

  it('finds PaymentIntents by metadata, as stripe-node calls it, in Stripe\'s search_result shape', async () => {
    const paid = await pay('t_search_1');
    await pay('t_search_2');

    const result = await stripe().paymentIntents.search({ query: "metadata['transferId']:'t_search_1'" });

    expect(result).toMatchObject({ object: 'search_result', has_more: false, next_page: null, url: '/v1/payment_intents/search' });
    expect(result.data.map((intent) => intent.id)).toEqual([paid.id]);
    expect(result.data[0]).toMatchObject({ object: 'payment_intent', status: 'succeeded', metadata: { transferId: 't_search_1' } });
  });

  it('combines clauses with AND (status), negation, numbers, OR', async () => {
    const ok = await pay('t_search_3', '4242424242424242', 9000);
    await expect(pay('t_search_3', '4000000000000002', 9000)).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);

    const succeeded = await stripe().paymentIntents.search({ query: `metadata['transferId']:'t_search_3' AND status:'succeeded'` });
    expect(succeeded.data.map((intent) => intent.id)).toEqual([ok.id]);

    const failed = await stripe().paymentIntents.search({
      query: `metadata["transferId"]:"t_search_3" -status:"succeeded" amount>=9000`,
    });
    expect(failed.data).toHaveLength(1);
    expect(failed.data[0]!.status).toBe('requires_payment_method');

    const either = await stripe().paymentIntents.search({
      query: `metadata['transferId']:'t_search_3' OR metadata['transferId']:'t_search_1'`,
    });
    expect(either.data).toHaveLength(3);
    const none = await stripe().paymentIntents.search({ query: "metadata['transferId']:'nobody'" });
    expect(none).toMatchObject({ data: [], has_more: false, next_page: null });
  });

  it('pages with limit and next_page, and auto-pagination walks every page', async () => {
    for (let i = 0; i < 3; i += 1) await pay(`t_page`);
    const first = await stripe().paymentIntents.search({ query: `metadata['run']:'${run}' AND metadata['transferId']:'t_page'`, limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    expect(first.next_page).toEqual(expect.any(String));

    const second = await stripe().paymentIntents.search({
      query: `metadata['run']:'${run}' AND metadata['transferId']:'t_page'`,
      limit: 2,
      page: first.next_page!,
    });
    expect(second).toMatchObject({ has_more: false, next_page: null });
    expect(second.data).toHaveLength(1);

    const all: string[] = [];
    for await (const intent of stripe().paymentIntents.search({ query: `metadata['transferId']:'t_page'`, limit: 1 })) all.push(intent.id);
    expect(new Set(all).size).toBe(3);
  });

  it.each([
    ["metadata['transferId']:t_1", /quoted/],
    ["metadata['transferId']:'t_1", /not closed/],
    ["colour:'red'", /not a query field/],
    ["status>'succeeded'", /takes : only/],
    ["metadata:'x'", /needs a key/],
    ["amount:'many'", /takes a number/],
  ])('answers a malformed query %j with 400 invalid_request_error', async (query, message) => {
    const error = await stripe()
      .paymentIntents.search({ query })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'query', message: expect.stringMatching(message) });
  });

  it('needs query and the secret key; refuses a bad page or limit', async () => {
    const missing = await fetch(`${url()}/v1/payment_intents/search`, { headers: { Authorization: 'Bearer sk_test_sandbox' } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'parameter_missing', param: 'query' } });

    await expect(stripe().paymentIntents.search({ query: "status:'succeeded'", page: 'garbage' })).rejects.toMatchObject({ param: 'page' });
    await expect(stripe().paymentIntents.search({ query: "status:'succeeded'", limit: 101 })).rejects.toMatchObject({ param: 'limit' });
    await expect(
      sandboxStripe(url(), publishableKey).paymentIntents.search({ query: "status:'succeeded'" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
