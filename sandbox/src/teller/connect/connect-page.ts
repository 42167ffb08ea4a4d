import { html, SafeHtml } from '../../page/html.js';
import type { SandboxInstitution } from '../enrollments/sandbox-institutions.js';
import { scriptLiteral } from './connect-script.js';
import type { ConnectQuery } from './connect-query.js';

export interface ConnectPageModel {
  query: ConnectQuery;
  institutions: readonly SandboxInstitution[];
  /** Where the sign-in form posts (same origin as the popup). */
  signInUrl: string;
}

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f5f6f8; color: #1d2330; }
  header { background: #1d2330; color: #fff; padding: .75rem 1rem; display: flex; gap: .5rem; align-items: baseline; flex-wrap: wrap; }
  header .tag { background: #ffd54a; color: #1d2330; border-radius: 3px; padding: 0 .35rem; font-size: .75rem; font-weight: 700; }
  header .muted { color: #b8c0d0; font-size: .8rem; }
  main { padding: 1rem; max-width: 26rem; margin: 0 auto; }
  h1 { font-size: 1.1rem; margin: .25rem 0 1rem; }
  ul.institutions { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
  ul.institutions button { width: 100%; text-align: left; padding: .75rem; font-size: 1rem; background: #fff; border: 1px solid #c5cad6; border-radius: 6px; cursor: pointer; }
  label { display: block; font-size: .85rem; margin: .75rem 0 .25rem; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #c5cad6; border-radius: 4px; font-size: 1rem; }
  label.account { display: flex; gap: .5rem; align-items: center; padding: .6rem; background: #fff; border: 1px solid #c5cad6; border-radius: 6px; font-size: .95rem; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; display: grid; gap: .5rem; }
  .actions { display: flex; gap: .5rem; margin-top: 1rem; }
  button.primary { background: #2d5bd7; color: #fff; border: 0; border-radius: 4px; padding: .55rem 1rem; font-size: .95rem; cursor: pointer; }
  button.primary:disabled { background: #9aaee6; cursor: default; }
  button.secondary { background: none; border: 1px solid #c5cad6; border-radius: 4px; padding: .5rem 1rem; cursor: pointer; }
  .error { background: #fde8e8; color: #a12626; border-radius: 4px; padding: .5rem; margin: .75rem 0 0; }
  .hint { color: #6b7385; font-size: .8rem; margin-top: 1rem; }
  footer { max-width: 26rem; margin: 0 auto; padding: 0 1rem 1rem; }
`;

/**
 * The popup: pick a bank, sign in (sandbox user `username` / `password`; anything else
 * shows "Invalid credentials" and may be retried), pick the account(s) if asked, then post
 * `{ type: 'teller-connect', event: 'success', enrollment }` to the opener at `origin` and
 * close. Cancelling (or closing the window) posts `exit`, or `failure` with the last sign-in
 * error when the user gives up after one. Text from the server is set with textContent only.
 */
const popupScript = `
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('teller-connect-config').textContent);
  var opener = window.opener;
  var posted = false;
  var lastFailure = null;
  var institution = null;
  var signedIn = null;

  function byId(id) { return document.getElementById(id); }

  function show(name) {
    ['institutions', 'credentials', 'accounts', 'done'].forEach(function (screen) {
      byId('screen-' + screen).hidden = screen !== name;
    });
    byId('cancel').hidden = name === 'done';
  }

  function post(message) {
    if (posted) return false;
    posted = true;
    message.type = 'teller-connect';
    if (!opener || opener.closed) return false;
    opener.postMessage(message, config.origin);
    return true;
  }

  function leaving() {
    return lastFailure ? { event: 'failure', error: lastFailure } : { event: 'exit' };
  }

  function giveUp() {
    post(leaving());
    window.close();
  }

  function finish(accounts) {
    var enrollment = { accessToken: signedIn.accessToken, user: signedIn.user, enrollment: signedIn.enrollment };
    if (config.selectAccount !== 'disabled') enrollment.accounts = accounts;
    var delivered = post({ event: 'success', enrollment: enrollment });
    byId('done-note').textContent = delivered
      ? 'Connected. This window closes now.'
      : 'Connected, but no opener page is listening: open Teller Connect from the product page.';
    show('done');
    if (delivered) window.close();
  }

  function chosenAccounts() {
    var ids = Array.prototype.map.call(document.querySelectorAll('#account-list input:checked'), function (input) {
      return input.value;
    });
    return signedIn.accounts.filter(function (account) { return ids.indexOf(account.id) !== -1; });
  }

  function updateContinue() {
    byId('continue').disabled = chosenAccounts().length === 0;
  }

  function renderAccounts(accounts) {
    var list = byId('account-list');
    list.textContent = '';
    accounts.forEach(function (account) {
      var label = document.createElement('label');
      label.className = 'account';
      var input = document.createElement('input');
      input.type = config.selectAccount === 'single' ? 'radio' : 'checkbox';
      input.name = 'account';
      input.value = account.id;
      input.addEventListener('change', updateContinue);
      var text = document.createElement('span');
      text.textContent = account.name + ' \\u2022\\u2022\\u2022\\u2022 ' + account.last_four + ' (' + account.subtype + ')';
      label.appendChild(input);
      label.appendChild(text);
      list.appendChild(label);
    });
    byId('accounts-title').textContent = config.selectAccount === 'single' ? 'Select an account' : 'Select accounts';
    updateContinue();
  }

  function showSignInError(failure) {
    lastFailure = { type: 'connect', code: failure.code, message: failure.message };
    var error = byId('sign-in-error');
    error.textContent = failure.message;
    error.hidden = false;
    byId('password').value = '';
    byId('password').focus();
  }

  Array.prototype.forEach.call(document.querySelectorAll('[data-institution]'), function (button) {
    button.addEventListener('click', function () {
      institution = { id: button.getAttribute('data-institution'), name: button.getAttribute('data-name') };
      byId('institution-name').textContent = institution.name;
      byId('sign-in-error').hidden = true;
      show('credentials');
      byId('username').focus();
    });
  });

  byId('back').addEventListener('click', function () { show('institutions'); });
  byId('cancel').addEventListener('click', giveUp);
  window.addEventListener('pagehide', function () { post(leaving()); });

  byId('sign-in').addEventListener('submit', function (event) {
    event.preventDefault();
    var submit = byId('sign-in-submit');
    submit.disabled = true;
    byId('sign-in-error').hidden = true;
    fetch(config.signInUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        application_id: config.applicationId,
        institution: institution.id,
        username: byId('username').value,
        password: byId('password').value
      })
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (result) {
        if (!result.ok) {
          showSignInError((result.body && result.body.error) || { code: 'error', message: 'Sign-in failed.' });
          return;
        }
        lastFailure = null;
        signedIn = result.body;
        if (config.selectAccount === 'disabled') {
          finish([]);
          return;
        }
        renderAccounts(signedIn.accounts);
        show('accounts');
      })
      .catch(function () {
        showSignInError({ code: 'error', message: 'The sandbox could not be reached. Try again.' });
      })
      .then(function () { submit.disabled = false; });
  });

  byId('choose').addEventListener('submit', function (event) {
    event.preventDefault();
    var chosen = chosenAccounts();
    if (chosen.length > 0) finish(chosen);
  });

  if (!opener) byId('no-opener').hidden = false;
})();
`;

export function renderConnectPage({ query, institutions, signInUrl }: ConnectPageModel): string {
  const config = {
    applicationId: query.application_id,
    environment: query.environment,
    selectAccount: query.select_account,
    origin: query.origin,
    signInUrl,
  };
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Teller Connect (sandbox)</title>
    <style>${new SafeHtml(styles)}</style>
  </head>
  <body>
    <header>
      <strong>Teller Connect</strong>
      <span class="tag">SANDBOX</span>
      <span class="muted">${query.application_id} · ${query.environment} · for ${query.origin}</span>
    </header>
    <main>
      <p id="no-opener" class="error" hidden>This page was not opened by TellerConnect.open(): nothing will receive the enrollment.</p>
      <section id="screen-institutions">
        <h1>Select your bank</h1>
        <ul class="institutions">
          ${institutions.map(
            (institution) =>
              html`<li><button type="button" data-institution="${institution.id}" data-name="${institution.name}">${institution.name}</button></li>`,
          )}
        </ul>
      </section>
      <section id="screen-credentials" hidden>
        <h1>Sign in to <span id="institution-name"></span></h1>
        <form id="sign-in">
          <label for="username">Username</label>
          <input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" required>
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required>
          <p id="sign-in-error" class="error" role="alert" hidden></p>
          <div class="actions">
            <button id="sign-in-submit" class="primary" type="submit">Sign in</button>
            <button id="back" class="secondary" type="button">Back</button>
          </div>
        </form>
        <p class="hint">Sandbox user: <code>username</code>, password <code>password</code>.</p>
      </section>
      <section id="screen-accounts" hidden>
        <h1 id="accounts-title">Select an account</h1>
        <form id="choose">
          <fieldset id="account-list"></fieldset>
          <button id="continue" class="primary" type="submit" disabled>Continue</button>
        </form>
      </section>
      <section id="screen-done" hidden>
        <h1>Connected</h1>
        <p id="done-note"></p>
      </section>
    </main>
    <footer><button id="cancel" class="secondary" type="button">Cancel</button></footer>
    <script type="application/json" id="teller-connect-config">${new SafeHtml(scriptLiteral(config))}</script>
    <script>${new SafeHtml(popupScript)}</script>
  </body>
</html>`.value;
}

/** The popup opened with a query connect.js would not build: say what is wrong, post nothing. */
export function renderConnectError(problem: string): string {
  return html`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Teller Connect (sandbox): bad request</title></head>
  <body style="font-family: system-ui, sans-serif; padding: 1rem">
    <h1 style="font-size: 1.1rem">Teller Connect cannot start</h1>
    <p>${problem}</p>
    <p>Open it with <code>TellerConnect.setup({ applicationId, onSuccess }).open()</code> from the sandbox's <code>/teller/connect/connect.js</code>.</p>
  </body>
</html>`.value;
}
