import { html, SafeHtml } from '../../page/html.js';
import { scriptLiteral } from '../../shared/script-literal.js';
import { formatAmount } from '../format-amount.js';
import { stripeJsMessageType } from '../stripe-js/message-protocol.js';
import type { ThreeDsChallenge } from './three-d-secure-challenge.js';

export interface ChallengePageModel {
  challenge: ThreeDsChallenge;
  /** Where the answer is POSTed (same origin). */
  answerUrl: string;
  /** The merchant page that framed the challenge, told the result with postMessage; null when opened on its own. */
  parentOrigin: string | null;
  frameId: string | null;
}

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #fff; color: #1d2330; }
  header { background: #1d2330; color: #fff; padding: .75rem 1rem; display: flex; gap: .5rem; align-items: baseline; }
  header .tag { background: #ffd54a; color: #1d2330; border-radius: 3px; padding: 0 .35rem; font-size: .75rem; font-weight: 700; }
  main { padding: 1rem 1.25rem; }
  h1 { font-size: 1.15rem; margin: .25rem 0 .75rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem .75rem; margin: 0 0 1rem; font-size: .95rem; }
  dt { color: #6b7385; }
  dd { margin: 0; }
  .actions { display: flex; gap: .5rem; flex-wrap: wrap; }
  button { border-radius: 4px; padding: .6rem 1rem; font-size: .95rem; cursor: pointer; }
  button.complete { background: #2d5bd7; color: #fff; border: 0; }
  button.fail { background: #fff; color: #a12626; border: 1px solid #a12626; }
  button:disabled { opacity: .6; cursor: default; }
  .note { color: #6b7385; font-size: .8rem; margin-top: 1rem; }
  .status { margin-top: 1rem; font-weight: 600; }
`;

/**
 * Posts the answer, then tells the merchant page (the sandbox's Stripe.js, at the origin it
 * framed this page from) that the challenge is over; Stripe.js then reads the PaymentIntent.
 */
const pageScript = `
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('challenge-config').textContent);
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-outcome]'));
  var status = document.getElementById('status');

  function finish(outcome) {
    if (config.parentOrigin && window.parent !== window) {
      window.parent.postMessage(
        { type: config.messageType, frameId: config.frameId, event: 'authentication-finished', outcome: outcome },
        config.parentOrigin
      );
    }
  }

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var outcome = button.getAttribute('data-outcome');
      buttons.forEach(function (b) { b.disabled = true; });
      status.textContent = 'Sending\\u2026';
      fetch(config.answerUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome: outcome })
      })
        .then(function (response) {
          return response.json().then(function (body) { return { ok: response.ok, body: body }; });
        })
        .then(function (result) {
          status.textContent = result.ok
            ? (outcome === 'complete' ? 'Authentication completed.' : 'Authentication failed.')
            : (result.body && result.body.error) || 'The sandbox refused the answer.';
          finish(outcome);
        })
        .catch(function () {
          status.textContent = 'The sandbox could not be reached.';
          buttons.forEach(function (b) { b.disabled = false; });
        });
    });
  });

  var close = document.getElementById('close');
  if (close) close.addEventListener('click', function () { finish('closed'); });
})();
`;

/** Stripe's "3D Secure 2 Test Page" stand-in: complete or fail the authentication. */
export function renderChallengePage({ challenge, answerUrl, parentOrigin, frameId }: ChallengePageModel): string {
  const config = { answerUrl, parentOrigin, frameId, messageType: stripeJsMessageType };
  const pending = challenge.status === 'pending';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3D Secure 2 Test Page</title>
<style>${new SafeHtml(styles)}</style>
</head>
<body>
<header><strong>Provider sandbox</strong><span class="tag">TEST</span><span>Stripe 3D Secure</span></header>
<main>
  <h1>3D Secure 2 Test Page</h1>
  <p>The card issuer asks the cardholder to authenticate this payment.</p>
  <dl>
    <dt>Amount</dt><dd>${formatAmount(challenge.amount, challenge.currency)}</dd>
    <dt>Card</dt><dd>${challenge.card}</dd>
    <dt>Payment</dt><dd>${challenge.paymentIntentId}</dd>
  </dl>
  ${
    pending
      ? html`<div class="actions">
    <button type="button" class="complete" data-outcome="complete">Complete authentication</button>
    <button type="button" class="fail" data-outcome="fail">Fail authentication</button>
  </div>`
      : html`<p>This challenge is already ${challenge.status}.</p>
  <div class="actions"><button type="button" id="close">Close</button></div>`
  }
  <p class="status" id="status" role="status" aria-live="polite"></p>
  <p class="note">Test mode: no bank is contacted. Closing this page without answering leaves the payment waiting (requires_action).</p>
</main>
<script type="application/json" id="challenge-config">${new SafeHtml(scriptLiteral(config))}</script>
<script>${new SafeHtml(pageScript)}</script>
</body>
</html>`.value;
}

export function renderChallengeMissing(id: string): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title></head>
<body><h1>3D Secure 2 Test Page</h1><p>No 3D Secure challenge ${id} (unknown, or forgotten past the sandbox's capacity).</p></body></html>`.value;
}
