import { html, SafeHtml } from '../../page/html.js';
import { scriptLiteral } from '../../shared/script-literal.js';
import { elementFields, elementFrameTitles, type CardElementType, type CardField } from './element-types.js';
import { elementsChannelPrefix, stripeJsMessageType } from './message-protocol.js';

export interface ElementsFrameModel {
  type: CardElementType;
  frameId: string;
  /** The Elements group: frames of one group find each other on a BroadcastChannel. */
  group: string;
  /** The merchant page's origin: the only one commands are taken from and events posted to. */
  origin: string;
  publishableKey: string;
}

interface FieldMarkup {
  label: string;
  name: string;
  autocomplete: string;
  placeholder: string;
  inputmode: string;
}

/** Labels as Playwright finds them (`getByLabel('Card number')`), names and autocomplete as Stripe's own. */
const fieldMarkup: Record<CardField, FieldMarkup> = {
  number: { label: 'Card number', name: 'cardnumber', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234', inputmode: 'numeric' },
  expiry: { label: 'Expiration date', name: 'exp-date', autocomplete: 'cc-exp', placeholder: 'MM / YY', inputmode: 'numeric' },
  cvc: { label: 'Security code', name: 'cvc', autocomplete: 'cc-csc', placeholder: 'CVC', inputmode: 'numeric' },
  postal: { label: 'ZIP', name: 'postal', autocomplete: 'postal-code', placeholder: 'ZIP', inputmode: 'text' },
};

const styles = `
  html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
  .sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); border: 0; }
  .row { display: flex; gap: .5em; align-items: center; }
  input {
    box-sizing: border-box; border: 0; outline: 0; background: transparent; padding: 2px 0; margin: 0; min-width: 0;
    color: var(--base-color, #32325d); font-family: var(--base-font-family, system-ui, -apple-system, "Segoe UI", sans-serif);
    font-size: var(--base-font-size, 16px); font-weight: var(--base-font-weight, normal); font-style: var(--base-font-style, normal);
    letter-spacing: var(--base-letter-spacing, normal); line-height: var(--base-line-height, 1.2em); text-align: var(--base-text-align, left);
  }
  input::placeholder { color: var(--base-placeholder-color, #aab7c4); }
  input.complete { color: var(--complete-color, var(--base-color, #32325d)); }
  input.invalid { color: var(--invalid-color, #fa755a); }
  input:disabled { opacity: .6; }
  .field-number { flex: 1 1 auto; width: 100%; }
  .row.card .field-number { width: auto; }
  .row.card .field-expiry { flex: 0 0 5.2em; }
  .row.card .field-cvc { flex: 0 0 3.6em; }
  .row.card .field-postal { flex: 0 0 5em; }
  .row:not(.card) input { flex: 1 1 auto; width: 100%; }
`;

/**
 * The frame's logic: format and validate what is typed (Stripe's codes and wording), report
 * `change`/`focus`/`blur`/`escape`/`ready` to the merchant page (only to its origin), take
 * `configure`/`focus`/`blur`/`clear` from it (only from its window and origin), and, in the
 * card or card number frame, create the PaymentMethod: the expiry and CVC frames of the same
 * group answer on a BroadcastChannel that only frames of the sandbox's origin can join, so
 * neither the number nor the security code ever passes through the merchant page.
 */
const frameScript = `
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('frame-config').textContent);
  var inputs = {};
  config.fields.forEach(function (name) { inputs[name] = document.getElementById('field-' + name); });
  var touched = {};
  var options = {};
  var configured = false;
  var focusedInside = false;
  var lastChange = null;
  var channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(config.channel) : null;

  var MESSAGES = {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration month is invalid.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    incomplete_cvc: "Your card's security code is incomplete.",
    incomplete_zip: 'Your postal code is incomplete.'
  };
  var ORDER = ['number', 'expiry', 'cvc', 'postal'];

  function validationError(code) { return { type: 'validation_error', code: code, message: MESSAGES[code] }; }

  function post(message) {
    message.type = config.messageType;
    message.frameId = config.frameId;
    window.parent.postMessage(message, config.origin);
  }

  function digitsOf(text) { return String(text || '').replace(/\\D/g, ''); }

  function brandOf(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
    if (/^3[47]/.test(digits)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
    if (/^(30[0-5]|36|38|39)/.test(digits)) return 'diners';
    if (/^35/.test(digits)) return 'jcb';
    if (/^62/.test(digits)) return 'unionpay';
    return 'unknown';
  }

  function lengthsOf(brand) {
    if (brand === 'amex') return [15];
    if (brand === 'diners') return [14, 16];
    if (brand === 'unionpay') return [16, 17, 18, 19];
    return [16];
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function formatNumber(digits, brand) {
    var groups = brand === 'amex' ? [4, 6, 5] : brand === 'diners' && digits.length <= 14 ? [4, 6, 4] : [4, 4, 4, 4, 3];
    var out = [];
    var at = 0;
    for (var i = 0; i < groups.length && at < digits.length; i++) {
      out.push(digits.slice(at, at + groups[i]));
      at += groups[i];
    }
    return out.join(' ');
  }

  function brandHint() {
    return inputs.number ? brandOf(digitsOf(inputs.number.value)) : 'unknown';
  }

  /** Each field's state: empty, complete, an error shown at once (invalid) or when incomplete. */
  var states = {
    number: function (text) {
      var digits = digitsOf(text);
      var brand = brandOf(digits);
      var lengths = lengthsOf(brand);
      var state = { empty: digits.length === 0, complete: false, error: null, incomplete: 'incomplete_number', brand: brand, value: digits };
      if (digits.length < lengths[0]) return state;
      if (lengths.indexOf(digits.length) !== -1 && luhn(digits)) state.complete = true;
      else if (digits.length >= lengths[lengths.length - 1]) state.error = 'invalid_number';
      return state;
    },
    expiry: function (text) {
      var digits = digitsOf(text);
      var state = { empty: digits.length === 0, complete: false, error: null, incomplete: 'incomplete_expiry' };
      var month = Number(digits.slice(0, 2));
      if (digits.length >= 2 && (month < 1 || month > 12)) { state.error = 'invalid_expiry_month'; return state; }
      if (digits.length < 4) return state;
      var year = 2000 + Number(digits.slice(2, 4));
      var now = new Date();
      var thisYear = now.getFullYear();
      if (year < thisYear) state.error = 'invalid_expiry_year_past';
      else if (year === thisYear && month < now.getMonth() + 1) state.error = 'invalid_expiry_month_past';
      else if (year > thisYear + 50) state.error = 'invalid_expiry_year';
      else { state.complete = true; state.month = month; state.year = year; }
      return state;
    },
    cvc: function (text) {
      var digits = digitsOf(text);
      var needed = config.type === 'card' && brandHint() === 'amex' ? 4 : 3;
      return { empty: digits.length === 0, complete: digits.length >= needed, error: null, incomplete: 'incomplete_cvc', value: digits };
    },
    postal: function (text) {
      var value = String(text || '').trim();
      return { empty: value.length === 0, complete: value.length >= 3, error: null, incomplete: 'incomplete_zip', value: value };
    }
  };

  function activeFields() {
    return config.fields.filter(function (name) { return !(name === 'postal' && options.hidePostalCode); });
  }

  function fieldState(name) { return states[name](inputs[name].value); }

  /** The error a field shows: invalid at once; incomplete once left (or on submit). */
  function shownError(name, state, submitting) {
    if (state.error) return state.error;
    if (state.complete) return null;
    if (submitting || (touched[name] && !state.empty)) return state.incomplete;
    return null;
  }

  function summary(submitting) {
    var fields = activeFields();
    var result = { empty: true, complete: true, error: null, brand: brandHint(), postalCode: inputs.postal ? inputs.postal.value.trim() : '' };
    fields.forEach(function (name) {
      var state = fieldState(name);
      var error = shownError(name, state, submitting);
      inputs[name].classList.toggle('invalid', !!error);
      inputs[name].classList.toggle('complete', state.complete);
      inputs[name].setAttribute('aria-invalid', error ? 'true' : 'false');
      if (!state.empty) result.empty = false;
      if (!state.complete) result.complete = false;
      if (error && !result.error) result.error = validationError(error);
    });
    return result;
  }

  function reportChange(submitting, onlyIfChanged) {
    var change = summary(submitting);
    var text = JSON.stringify(change);
    if (onlyIfChanged && text === lastChange) return change;
    lastChange = text;
    post({ event: 'change', change: { empty: change.empty, complete: change.complete, error: change.error || undefined, brand: change.brand, postalCode: change.postalCode } });
    return change;
  }

  function reportSize() {
    post({ event: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) });
  }

  // ---- typing ----

  function reformat(name) {
    var input = inputs[name];
    var value = input.value;
    if (name === 'number') {
      var digits = digitsOf(value);
      var brand = brandOf(digits);
      var lengths = lengthsOf(brand);
      input.value = formatNumber(digits.slice(0, lengths[lengths.length - 1]), brand);
    } else if (name === 'expiry') {
      var d = digitsOf(value).slice(0, 4);
      if (d.length === 1 && d > '1') d = '0' + d;
      input.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
    } else if (name === 'cvc') {
      input.value = digitsOf(value).slice(0, 4);
    } else if (name === 'postal') {
      input.value = value.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 10);
    }
  }

  /** In the one-line card Element a complete field hands over to the next, as Stripe's does. */
  function advance(name) {
    if (config.type !== 'card') return;
    var fields = activeFields();
    var next = fields[fields.indexOf(name) + 1];
    var state = fieldState(name);
    var full = name === 'cvc' ? state.value.length >= (brandHint() === 'amex' ? 4 : 3) : state.complete;
    if (next && full && document.activeElement === inputs[name]) inputs[next].focus();
  }

  config.fields.forEach(function (name) {
    var input = inputs[name];
    input.addEventListener('input', function () {
      reformat(name);
      reportChange(false, false);
      advance(name);
    });
    input.addEventListener('blur', function () {
      touched[name] = true;
      reportChange(false, true);
    });
    input.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') post({ event: 'escape' });
    });
  });

  document.addEventListener('focusin', function () {
    if (focusedInside) return;
    focusedInside = true;
    post({ event: 'focus' });
  });
  document.addEventListener('focusout', function () {
    setTimeout(function () {
      var active = document.activeElement;
      var inside = config.fields.some(function (name) { return inputs[name] === active; });
      if (inside || !focusedInside) return;
      focusedInside = false;
      post({ event: 'blur' });
    }, 0);
  });

  // ---- options from the merchant page ----

  var STYLE_PROPERTIES = {
    color: 'color', fontFamily: 'font-family', fontSize: 'font-size', fontWeight: 'font-weight', fontStyle: 'font-style',
    letterSpacing: 'letter-spacing', lineHeight: 'line-height', textAlign: 'text-align'
  };

  /** A plain CSS value; anything that could reach outside one property is dropped. */
  function cssValue(value) {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    var text = String(value);
    return /[;{}<>\\\\]|url\\(|expression\\(/i.test(text) || text.length > 200 ? null : text;
  }

  function applyStyle(style) {
    var root = document.documentElement.style;
    ['base', 'complete', 'empty', 'invalid'].forEach(function (variant) {
      var rules = (style && style[variant]) || {};
      Object.keys(STYLE_PROPERTIES).forEach(function (key) {
        var value = cssValue(rules[key]);
        var name = '--' + variant + '-' + STYLE_PROPERTIES[key];
        if (value === null) root.removeProperty(name); else root.setProperty(name, value);
      });
      var placeholder = rules['::placeholder'] && cssValue(rules['::placeholder'].color);
      if (placeholder) root.setProperty('--' + variant + '-placeholder-color', placeholder);
      else root.removeProperty('--' + variant + '-placeholder-color');
    });
  }

  function configure(next) {
    options = next || {};
    applyStyle(options.style);
    config.fields.forEach(function (name) { inputs[name].disabled = !!options.disabled; });
    if (inputs.postal) {
      var hidden = !!options.hidePostalCode;
      inputs.postal.hidden = hidden;
      document.getElementById('label-postal').hidden = hidden;
      if (options.value && typeof options.value.postalCode === 'string') inputs.postal.value = options.value.postalCode.slice(0, 10);
    }
    if (typeof options.placeholder === 'string' && config.fields.length === 1) {
      inputs[config.fields[0]].placeholder = options.placeholder.slice(0, 60);
    }
    reportSize();
    if (!configured) {
      configured = true;
      post({ event: 'ready' });
    }
  }

  function clearAll() {
    config.fields.forEach(function (name) { inputs[name].value = ''; });
    touched = {};
    reportChange(false, false);
  }

  // ---- creating the PaymentMethod (card and cardNumber frames) ----

  /** The expiry and CVC of a split form, from the sibling frames of this group. */
  function siblingStates() {
    if (config.type === 'card') return Promise.resolve({});
    return new Promise(function (resolve) {
      var got = {};
      if (!channel) { resolve(got); return; }
      var requestId = Math.random().toString(36).slice(2);
      function onReply(event) {
        var data = event.data;
        if (!data || data.kind !== 'value' || data.requestId !== requestId) return;
        got[data.field] = data.state;
        if (got.expiry && got.cvc) done();
      }
      var timer = setTimeout(done, 1500);
      function done() {
        clearTimeout(timer);
        channel.removeEventListener('message', onReply);
        resolve(got);
      }
      channel.addEventListener('message', onReply);
      channel.postMessage({ kind: 'collect', requestId: requestId });
    });
  }

  if (channel && config.type !== 'card' && config.type !== 'cardNumber') {
    channel.addEventListener('message', function (event) {
      var data = event.data;
      if (!data || data.kind !== 'collect') return;
      var field = config.fields[0];
      touched[field] = true;
      reportChange(true, false);
      channel.postMessage({ kind: 'value', requestId: data.requestId, field: field, state: fieldState(field) });
    });
  }

  function encode(value, prefix, parts) {
    if (value === undefined || value === null) return parts;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) { encode(value[key], prefix ? prefix + '[' + key + ']' : key, parts); });
      return parts;
    }
    parts.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    return parts;
  }

  function createPaymentMethod(requested) {
    return siblingStates().then(function (siblings) {
      var own = summary(true);
      var card = {};
      ORDER.forEach(function (name) {
        if (inputs[name] && activeFields().indexOf(name) !== -1) card[name] = fieldState(name);
        else if (siblings[name]) card[name] = siblings[name];
      });
      reportChange(true, false);
      if (own.error) return { error: own.error };
      var needed = ['number', 'expiry', 'cvc'];
      for (var i = 0; i < needed.length; i++) {
        var state = card[needed[i]];
        if (!state) return { error: validationError(states[needed[i]]('').incomplete) };
        if (state.error) return { error: validationError(state.error) };
        if (!state.complete) return { error: validationError(state.incomplete) };
      }
      var billing = (requested && requested.billing_details) || {};
      if (card.postal && card.postal.complete && !(billing.address && billing.address.postal_code)) {
        billing = JSON.parse(JSON.stringify(billing));
        billing.address = billing.address || {};
        billing.address.postal_code = card.postal.value;
      }
      var params = {
        type: 'card',
        card: { number: card.number.value, exp_month: card.expiry.month, exp_year: card.expiry.year, cvc: card.cvc.value },
        billing_details: billing,
        metadata: requested && requested.metadata
      };
      return fetch(config.paymentMethodsUrl, {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + config.key, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: encode(params, '', []).join('&'),
        credentials: 'omit'
      }).then(function (response) {
        return response.json().then(function (body) {
          if (response.ok) return { paymentMethod: body };
          return { error: (body && body.error) || { type: 'api_error', message: 'The provider sandbox answered ' + response.status + '.' } };
        });
      }, function () {
        return { error: { type: 'api_connection_error', message: 'The provider sandbox could not be reached. Check your connection and try again.' } };
      });
    });
  }

  // ---- commands from the merchant page ----

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== config.origin) return;
    var data = event.data;
    if (!data || data.type !== config.messageType || data.frameId !== config.frameId) return;
    switch (data.command) {
      case 'configure':
        configure(data.options);
        break;
      case 'focus': {
        var fields = activeFields();
        var target = fields.filter(function (name) { return !fieldState(name).complete; })[0] || fields[0];
        inputs[target].focus();
        break;
      }
      case 'blur':
        if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
        break;
      case 'clear':
        clearAll();
        break;
      case 'create-payment-method':
        if (config.type !== 'card' && config.type !== 'cardNumber') return;
        createPaymentMethod(data.paymentMethod).then(function (result) {
          post({ event: 'result', requestId: data.requestId, result: result });
        });
        break;
    }
  });

  if (typeof ResizeObserver === 'function') new ResizeObserver(reportSize).observe(document.body);
  post({ event: 'load' });
})();
`;

function input(field: CardField) {
  const markup = fieldMarkup[field];
  return html`<label class="sr" id="label-${field}" for="field-${field}">${markup.label}</label><input id="field-${field}" class="field-${field}" name="${markup.name}" type="text" inputmode="${markup.inputmode}" autocomplete="${markup.autocomplete}" autocorrect="off" spellcheck="false" placeholder="${markup.placeholder}" aria-invalid="false">`;
}

/** The page inside one card Element's iframe, on the sandbox's origin. */
export function renderElementsFrame({ type, frameId, group, origin, publishableKey }: ElementsFrameModel): string {
  const fields = elementFields[type];
  const config = {
    type,
    frameId,
    origin,
    key: publishableKey,
    fields,
    messageType: stripeJsMessageType,
    channel: `${elementsChannelPrefix}${group}`,
    paymentMethodsUrl: '/v1/payment_methods',
  };
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${elementFrameTitles[type]}</title>
<style>${new SafeHtml(styles)}</style>
</head>
<body>
<div class="row${type === 'card' ? ' card' : ''}">${fields.map(input)}</div>
<script type="application/json" id="frame-config">${new SafeHtml(scriptLiteral(config))}</script>
<script>${new SafeHtml(frameScript)}</script>
</body>
</html>`.value;
}
