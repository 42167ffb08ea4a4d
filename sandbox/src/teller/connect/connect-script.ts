/** Inlines a value into a script: JSON, with `<` escaped so no `</script>` can end it early. */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The sandbox's stand-in for https://cdn.teller.io/connect/connect.js, loaded by the product
 * page with a script tag. It defines `window.TellerConnect.setup(options)` returning
 * `{ open(), destroy() }`. `open()` opens the sandbox's Connect page in a popup; the popup
 * posts `{ type: 'teller-connect', event: 'success' | 'exit' | 'failure', ... }` back, and
 * only messages from the sandbox origin and from that popup are listened to. A popup closed
 * without a word counts as an exit. Plain ES5 so any browser the product supports runs it.
 */
export function connectScript(sandboxOrigin: string): string {
  return `/* Teller Connect, provider sandbox edition. Development and test only. */
(function () {
  'use strict';
  var SANDBOX_ORIGIN = ${scriptLiteral(sandboxOrigin)};
  var CONNECT_URL = SANDBOX_ORIGIN + '/teller/connect';
  var SELECT_ACCOUNT = ['disabled', 'single', 'multiple'];

  function call(callback, argument) {
    if (typeof callback === 'function') callback(argument);
  }

  function setup(options) {
    if (!options || typeof options.onSuccess !== 'function') {
      throw new TypeError('TellerConnect.setup: onSuccess must be a function');
    }
    if (typeof options.applicationId !== 'string' || options.applicationId === '') {
      throw new TypeError('TellerConnect.setup: applicationId is required');
    }
    var selectAccount = options.selectAccount || 'disabled';
    if (SELECT_ACCOUNT.indexOf(selectAccount) === -1) {
      throw new TypeError('TellerConnect.setup: selectAccount must be disabled, single or multiple');
    }
    var popup = null;
    var watcher = null;
    var settled = true;

    function stopWatching() {
      if (watcher !== null) clearInterval(watcher);
      watcher = null;
    }

    function finish(event, payload) {
      if (settled) return;
      settled = true;
      stopWatching();
      popup = null;
      if (event === 'success') options.onSuccess(payload);
      else if (event === 'failure') call(options.onFailure, payload);
      else call(options.onExit);
    }

    function onMessage(event) {
      if (event.origin !== SANDBOX_ORIGIN || popup === null || event.source !== popup) return;
      var data = event.data;
      if (!data || data.type !== 'teller-connect') return;
      if (data.event === 'success') finish('success', data.enrollment);
      else if (data.event === 'failure') finish('failure', data.error);
      else if (data.event === 'exit') finish('exit');
    }

    function open() {
      if (popup !== null && !popup.closed) {
        popup.focus();
        return;
      }
      var url =
        CONNECT_URL +
        '?application_id=' + encodeURIComponent(options.applicationId) +
        '&environment=' + encodeURIComponent(options.environment || 'sandbox') +
        '&select_account=' + encodeURIComponent(selectAccount) +
        '&origin=' + encodeURIComponent(window.location.origin);
      popup = window.open(url, 'teller-connect', 'popup,width=440,height=680');
      if (!popup) {
        call(options.onFailure, {
          type: 'connect',
          code: 'error',
          message: 'The browser blocked the Teller Connect popup: call open() from a click handler.'
        });
        return;
      }
      settled = false;
      stopWatching();
      var opened = popup;
      watcher = setInterval(function () {
        if (!opened.closed) return;
        stopWatching();
        // The popup's last message may still be on its way; give it a moment.
        setTimeout(function () { if (popup === opened) finish('exit'); }, 250);
      }, 400);
    }

    function destroy() {
      window.removeEventListener('message', onMessage);
      stopWatching();
      settled = true;
      if (popup !== null && !popup.closed) popup.close();
      popup = null;
    }

    window.addEventListener('message', onMessage);
    if (typeof options.onInit === 'function') setTimeout(options.onInit, 0);
    return { open: open, destroy: destroy };
  }

  window.TellerConnect = { setup: setup };
})();
`;
}
