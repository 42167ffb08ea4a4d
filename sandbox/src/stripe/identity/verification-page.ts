import { html, SafeHtml } from '../../page/html.js';
import { scriptLiteral } from '../../shared/script-literal.js';
import { stripeJsMessageType } from '../stripe-js/message-protocol.js';
import { documentOutcomes } from './verification-outcomes.js';
import type { StoredVerificationSession, VerifiedOutputs } from './verification-session.js';

export interface VerificationPageModel {
  stored: StoredVerificationSession;
  /** What the stand-in document shows by default: the user's last verified id number check. */
  documentDefaults: Pick<VerifiedOutputs, 'first_name' | 'last_name' | 'dob'> | null;
  answerUrl: string;
  parentOrigin: string | null;
  frameId: string | null;
}

const outcomeLabels: Record<(typeof documentOutcomes)[number], string> = {
  verified: 'Verified: a valid document and a matching selfie',
  processing: 'Processing, then verified (the check takes a while)',
  document_unverified_other: 'Unreadable document (document_unverified_other)',
  document_expired: 'Expired document (document_expired)',
  document_type_not_supported: 'Document type not supported (document_type_not_supported)',
  selfie_face_mismatch: 'Selfie does not match the document (selfie_face_mismatch)',
  selfie_unverified_other: 'Selfie could not be verified (selfie_unverified_other)',
  consent_declined: 'Decline consent (consent_declined)',
  under_supported_age: 'Under the supported age (under_supported_age)',
};

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #fff; color: #1d2330; }
  header { background: #1d2330; color: #fff; padding: .75rem 1rem; display: flex; gap: .5rem; align-items: baseline; }
  header .tag { background: #ffd54a; color: #1d2330; border-radius: 3px; padding: 0 .35rem; font-size: .75rem; font-weight: 700; }
  main { padding: 1rem 1.25rem; }
  h1 { font-size: 1.15rem; margin: .25rem 0 .75rem; }
  label { display: block; font-size: .9rem; margin: .5rem 0 .15rem; }
  input[type=text], input[type=date] { width: 100%; box-sizing: border-box; padding: .45rem; border: 1px solid #b8bfcc; border-radius: 4px; font-size: .95rem; }
  fieldset { border: 1px solid #d7dbe3; border-radius: 4px; margin: .75rem 0; }
  fieldset label { display: flex; gap: .4rem; align-items: center; margin: .25rem 0; }
  .actions { display: flex; gap: .5rem; flex-wrap: wrap; margin-top: 1rem; }
  button { border-radius: 4px; padding: .6rem 1rem; font-size: .95rem; cursor: pointer; }
  button.submit { background: #2d5bd7; color: #fff; border: 0; }
  button.secondary { background: #fff; color: #1d2330; border: 1px solid #b8bfcc; }
  .note { color: #6b7385; font-size: .8rem; margin-top: 1rem; }
  .status { margin-top: 1rem; font-weight: 600; }
`;

/** Posts the answer, then tells the merchant page (the sandbox's Stripe.js) that the modal is done. */
const pageScript = `
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('verification-config').textContent);
  var form = document.getElementById('verification-form');
  var status = document.getElementById('status');
  var secret = decodeURIComponent((window.location.hash || '').slice(1));

  function finish(result) {
    if (config.parentOrigin && window.parent !== window) {
      window.parent.postMessage({ type: config.messageType, frameId: config.frameId, event: 'verification-finished', result: result }, config.parentOrigin);
    }
  }

  function buttons(disabled) {
    Array.prototype.forEach.call(document.querySelectorAll('button'), function (b) { b.disabled = disabled; });
  }

  function send(answer) {
    answer.client_secret = secret;
    buttons(true);
    status.textContent = 'Sending\\u2026';
    fetch(config.answerUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer) })
      .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
      .then(function (result) {
        if (!result.ok) {
          status.textContent = (result.body && result.body.error) || 'The sandbox refused the answer.';
          buttons(false);
          return;
        }
        status.textContent = 'Submitted.';
        finish('submitted');
      })
      .catch(function () { status.textContent = 'The sandbox could not be reached.'; buttons(false); });
  }

  if (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var data = new FormData(form);
      var answer = { first_name: data.get('first_name'), last_name: data.get('last_name'), dob: data.get('dob') };
      if (data.get('id_number') !== null) answer.id_number = data.get('id_number');
      if (data.get('outcome') !== null) answer.outcome = data.get('outcome');
      send(answer);
    });
    var decline = document.getElementById('decline');
    decline.addEventListener('click', function () {
      var data = new FormData(form);
      send({ first_name: data.get('first_name') || 'declined', last_name: data.get('last_name') || 'declined', dob: data.get('dob') || '1970-01-01', id_number: data.get('id_number') || '0000', outcome: 'consent_declined' });
    });
  }
  document.getElementById('close').addEventListener('click', function () { finish('closed'); });
})();
`;

const pad = (value: number) => String(value).padStart(2, '0');

/** The stand-in for Stripe's verification modal: the id number form, or the document and selfie check with its outcomes. */
export function renderVerificationPage({ stored, documentDefaults, answerUrl, parentOrigin, frameId }: VerificationPageModel): string {
  const session = stored.object;
  const config = { answerUrl, parentOrigin, frameId, messageType: stripeJsMessageType };
  const isDocument = session.type === 'document';
  const defaults = isDocument ? documentDefaults : null;
  const dob = defaults?.dob ? `${defaults.dob.year}-${pad(defaults.dob.month)}-${pad(defaults.dob.day)}` : '';
  const open = session.status === 'requires_input';
  const title = isDocument ? 'Verify your identity document' : 'Verify your identity';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(styles)}</style>
</head>
<body>
<header><strong>Provider sandbox</strong><span class="tag">TEST</span><span>Stripe Identity</span></header>
<main>
  <h1>${title}</h1>
  ${
    open
      ? html`<form id="verification-form">
    <p>${isDocument ? 'The photo ID (and, when asked, a selfie) is checked. Choose what this test check finds.' : 'Your name, date of birth and Social Security number are checked.'}</p>
    <label for="first_name">${isDocument ? 'First name on the document' : 'First name'}</label>
    <input type="text" id="first_name" name="first_name" required autocomplete="off" value="${defaults?.first_name ?? ''}">
    <label for="last_name">${isDocument ? 'Last name on the document' : 'Last name'}</label>
    <input type="text" id="last_name" name="last_name" required autocomplete="off" value="${defaults?.last_name ?? ''}">
    <label for="dob">Date of birth</label>
    <input type="date" id="dob" name="dob" required value="${dob}">
    ${
      isDocument
        ? html`<fieldset><legend>Outcome${session.options?.document?.require_matching_selfie ? ' (document and selfie)' : ''}</legend>
      ${documentOutcomes
        .filter((outcome) => outcome !== 'consent_declined')
        .map((outcome) => html`<label><input type="radio" name="outcome" value="${outcome}"${outcome === 'verified' ? new SafeHtml(' checked') : ''}> ${outcomeLabels[outcome]}</label>`)}
    </fieldset>`
        : html`<label for="id_number">Social Security number (9 digits, or the last 4)</label>
    <input type="text" id="id_number" name="id_number" required inputmode="numeric" autocomplete="off" pattern="[0-9]{4}|[0-9]{3}-?[0-9]{2}-?[0-9]{4}">`
    }
    <div class="actions">
      <button type="submit" class="submit">Submit</button>
      <button type="button" class="secondary" id="decline">Decline</button>
      <button type="button" class="secondary" id="close">Close</button>
    </div>
  </form>`
      : html`<p>This verification is ${session.status}: there is nothing to submit.</p>
  <div class="actions"><button type="button" class="secondary" id="close">Close</button></div>`
  }
  <p class="status" id="status" role="status" aria-live="polite"></p>
  <p class="note">Test mode: nothing is checked for real.${
    isDocument
      ? ''
      : ' Test numbers: 000000000 (or 0000) verifies, 111111111 (1111) does not match, 222222222 (2222) has too little data, 333333333 (3333) cannot be verified, 444444444 (4444) is processing a while, then verifies.'
  } Anyone under 18 is refused (under_supported_age).</p>
</main>
<script type="application/json" id="verification-config">${new SafeHtml(scriptLiteral(config))}</script>
<script>${new SafeHtml(pageScript)}</script>
</body>
</html>`.value;
}

export function renderVerificationMissing(id: string): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Verify your identity</title></head>
<body><h1>Verify your identity</h1><p>No verification session ${id} (unknown, or forgotten past the sandbox's capacity).</p>
<button type="button" id="close">Close</button></body></html>`.value;
}
