import { scriptLiteral } from '../../shared/script-literal.js';
import { challengeRoutePrefix } from '../three-d-secure/challenge-path.js';
import { verificationPagePrefix } from '../identity/verification-page-path.js';
import { elementFrameTitles } from './element-types.js';
import { stripeJsMessageType } from './message-protocol.js';

/** Where the element frames are served, on the sandbox's origin. */
export const elementsFramePath = '/stripe/js/elements-frame';

/**
 * The sandbox's stand-in for https://js.stripe.com/v3/: `window.Stripe(publishableKey)` with
 * the subset @stripe/react-stripe-js and a card form use. Card fields live in iframes served
 * by the sandbox (its origin, not the merchant page's), so the page's own JavaScript never
 * sees a card number or security code: `createPaymentMethod` asks the card number frame to
 * create the PaymentMethod itself and hands back only the PaymentMethod. Messages from frames
 * are taken only from the sandbox origin and from the frame's own window; the frames check
 * the merchant page's origin in turn. PaymentIntents are read and confirmed with the client
 * secret over the API (CORS, publishable key); a `use_stripe_sdk` next action opens the 3D
 * Secure challenge in a modal iframe. Plain ES5 so any browser the product supports runs it.
 */
export function stripeJsScript(sandboxOrigin: string): string {
  return `/* Stripe.js v3, provider sandbox edition. Development and test only. */
(function () {
  'use strict';
  if (window.Stripe && window.Stripe.sandbox) return;

  var SANDBOX_ORIGIN = ${scriptLiteral(sandboxOrigin)};
  var API_URL = SANDBOX_ORIGIN + '/v1';
  var FRAME_URL = SANDBOX_ORIGIN + ${scriptLiteral(elementsFramePath)};
  var CHALLENGE_URL = SANDBOX_ORIGIN + ${scriptLiteral(challengeRoutePrefix)} + '/';
  var VERIFICATION_URL = SANDBOX_ORIGIN + ${scriptLiteral(verificationPagePrefix)} + '/';
  var VERIFICATION_SECRET = /^(vs_[A-Za-z0-9]+)_secret_[A-Za-z0-9_-]+$/;
  var MESSAGE_TYPE = ${scriptLiteral(stripeJsMessageType)};
  var FRAME_TITLES = ${scriptLiteral(elementFrameTitles)};
  var DEFAULT_CLASSES = {
    base: 'StripeElement',
    complete: 'StripeElement--complete',
    empty: 'StripeElement--empty',
    focus: 'StripeElement--focus',
    invalid: 'StripeElement--invalid',
    webkitAutofill: 'StripeElement--webkit-autofill'
  };
  var CLIENT_SECRET = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9_-]+$/;

  var counter = 0;
  function uid(prefix) {
    counter += 1;
    return prefix + '-' + counter + '-' + Math.random().toString(36).slice(2, 10);
  }

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function assign(target) {
    for (var i = 1; i < arguments.length; i++) {
      var source = arguments[i];
      if (!source) continue;
      for (var key in source) {
        if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
      }
    }
    return target;
  }

  function later(fn) { setTimeout(fn, 0); }

  /** Frames by id: each answers only messages from its own window, on the sandbox origin. */
  var frames = {};
  window.addEventListener('message', function (event) {
    if (event.origin !== SANDBOX_ORIGIN) return;
    var data = event.data;
    if (!data || data.type !== MESSAGE_TYPE || typeof data.frameId !== 'string') return;
    var frame = frames[data.frameId];
    if (!frame || !frame.window() || event.source !== frame.window()) return;
    frame.handle(data);
  });

  // ---- API calls the browser makes (publishable key, client secret) ----

  function formEncode(value, prefix, parts) {
    if (value === undefined || value === null) return parts;
    if (typeof value === 'object') {
      for (var key in value) {
        if (Object.prototype.hasOwnProperty.call(value, key)) {
          formEncode(value[key], prefix ? prefix + '[' + key + ']' : key, parts);
        }
      }
      return parts;
    }
    parts.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    return parts;
  }

  function connectionError() {
    return { type: 'api_connection_error', message: 'The provider sandbox could not be reached. Check your connection and try again.' };
  }

  function api(key, method, path, params) {
    var encoded = formEncode(params || {}, '', []).join('&');
    var url = API_URL + path + (method === 'GET' && encoded ? '?' + encoded : '');
    var init = { method: method, headers: { Authorization: 'Bearer ' + key }, credentials: 'omit' };
    if (method !== 'GET') {
      init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = encoded;
    }
    return fetch(url, init).then(
      function (response) {
        return response.json().then(
          function (body) {
            if (response.ok) return { body: body };
            return { error: (body && body.error) || { type: 'api_error', message: 'The provider sandbox answered ' + response.status + '.' } };
          },
          function () { return { error: { type: 'api_error', message: 'The provider sandbox answered ' + response.status + ' without JSON.' } }; }
        );
      },
      function () { return { error: connectionError() }; }
    );
  }

  function intentIdOf(clientSecret, method) {
    var match = typeof clientSecret === 'string' ? CLIENT_SECRET.exec(clientSecret) : null;
    if (!match) {
      throw integrationError('Invalid value for ' + method + ': clientSecret should be a client secret of the form \${id}_secret_\${secret}.');
    }
    return match[1];
  }

  // ---- Elements ----

  function createElementsGroup(stripe, groupOptions) {
    var groupId = uid('group');
    var members = [];
    var locale = (groupOptions && groupOptions.locale) || 'auto';

    function find(type) {
      for (var i = 0; i < members.length; i++) if (members[i].type === type) return members[i];
      return null;
    }

    function remove(member) {
      var index = members.indexOf(member);
      if (index !== -1) members.splice(index, 1);
    }

    var group = {
      create: function (type, options) {
        if (!Object.prototype.hasOwnProperty.call(FRAME_TITLES, type)) {
          throw integrationError('The provider sandbox supports the card, cardNumber, cardExpiry and cardCvc Elements, not ' + type + '.');
        }
        if (find(type)) throw integrationError('Can only create one Element of type ' + type + '.');
        var member = createElement(stripe, { groupId: groupId, locale: function () { return locale; }, remove: remove }, type, options || {});
        members.push(member);
        return member.element;
      },
      getElement: function (typeOrComponent) {
        var type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent && typeOrComponent.__elementType;
        var member = find(type);
        return member ? member.element : null;
      },
      update: function (options) {
        if (options && options.locale) locale = options.locale;
      },
      fetchUpdates: function () { return Promise.resolve({}); },
      submit: function () { return Promise.resolve({}); }
    };
    group.__members = members;
    return group;
  }

  /** Each Element object, so createPaymentMethod can tell ours from anything else. */
  var elementMembers = [];
  function memberOf(element) {
    for (var i = 0; i < elementMembers.length; i++) if (elementMembers[i].element === element) return elementMembers[i];
    return null;
  }

  function createElement(stripe, group, type, initialOptions) {
    var id = uid('frame');
    var options = assign({}, initialOptions);
    var listeners = {};
    var container = null;
    var wrapper = null;
    var iframe = null;
    var frameLoaded = false;
    var outbox = [];
    var pending = {};
    var destroyed = false;
    var state = { empty: true, complete: false, invalid: false, focused: false };

    function classes() { return assign({}, DEFAULT_CLASSES, options.classes); }

    function toggle(name, on) {
      if (!container || !name) return;
      name.split(/\\s+/).forEach(function (cls) {
        if (!cls) return;
        if (on) container.classList.add(cls); else container.classList.remove(cls);
      });
    }

    function paintClasses() {
      var c = classes();
      toggle(c.base, true);
      toggle(c.empty, state.empty);
      toggle(c.complete, state.complete);
      toggle(c.invalid, state.invalid);
      toggle(c.focus, state.focused);
    }

    function emit(name, payload) {
      (listeners[name] || []).slice().forEach(function (entry) {
        if (entry.once) off(name, entry.handler);
        try {
          entry.handler(payload);
        } catch (error) {
          later(function () { throw error; });
        }
      });
    }

    function on(name, handler) {
      if (typeof handler !== 'function') throw integrationError('element.on(' + name + ', handler): handler must be a function.');
      (listeners[name] = listeners[name] || []).push({ handler: handler, once: false });
      return element;
    }

    function once(name, handler) {
      on(name, handler);
      listeners[name][listeners[name].length - 1].once = true;
      return element;
    }

    function off(name, handler) {
      if (!listeners[name]) return element;
      listeners[name] = handler ? listeners[name].filter(function (entry) { return entry.handler !== handler; }) : [];
      return element;
    }

    function post(message) {
      if (!iframe || !iframe.contentWindow) return;
      message.type = MESSAGE_TYPE;
      message.frameId = id;
      iframe.contentWindow.postMessage(message, SANDBOX_ORIGIN);
    }

    function send(message) {
      if (frameLoaded) post(message); else outbox.push(message);
    }

    function request(command, payload) {
      return new Promise(function (resolve) {
        if (!iframe) {
          resolve({ error: { type: 'invalid_request_error', message: 'The ' + type + ' Element is not mounted: mount it before using it.' } });
          return;
        }
        var requestId = uid('request');
        pending[requestId] = resolve;
        send(assign({ command: command, requestId: requestId }, payload));
      });
    }

    function settlePending() {
      for (var requestId in pending) {
        if (Object.prototype.hasOwnProperty.call(pending, requestId)) {
          pending[requestId]({ error: { type: 'invalid_request_error', message: 'The ' + type + ' Element was unmounted before it answered.' } });
        }
      }
      pending = {};
    }

    function onFrameMessage(data) {
      switch (data.event) {
        case 'load':
          frameLoaded = true;
          post({ command: 'configure', options: frameOptions() });
          outbox.splice(0).forEach(post);
          break;
        case 'ready':
          emit('ready', { elementType: type });
          break;
        case 'resize':
          if (iframe && typeof data.height === 'number') iframe.style.height = Math.max(0, Math.min(data.height, 400)) + 'px';
          break;
        case 'change': {
          var change = data.change || {};
          state.empty = !!change.empty;
          state.complete = !!change.complete;
          state.invalid = !!change.error;
          paintClasses();
          var payload = { elementType: type, empty: state.empty, complete: state.complete, error: change.error || undefined };
          if (type === 'card' || type === 'cardNumber') payload.brand = change.brand || 'unknown';
          if (type === 'card') payload.value = { postalCode: change.postalCode || '' };
          emit('change', payload);
          break;
        }
        case 'focus':
          state.focused = true;
          paintClasses();
          emit('focus', { elementType: type });
          break;
        case 'blur':
          state.focused = false;
          paintClasses();
          emit('blur', { elementType: type });
          break;
        case 'escape':
          emit('escape', { elementType: type });
          break;
        case 'result': {
          var resolve = pending[data.requestId];
          delete pending[data.requestId];
          if (resolve) resolve(data.result || { error: { type: 'api_error', message: 'The card frame gave no answer.' } });
          break;
        }
      }
    }

    /** What the frame needs: only plain style and field options, never functions or nodes. */
    function frameOptions() {
      return JSON.parse(JSON.stringify({
        style: options.style || {},
        placeholder: options.placeholder,
        disabled: !!options.disabled,
        hidePostalCode: !!options.hidePostalCode,
        hideIcon: !!options.hideIcon,
        iconStyle: options.iconStyle,
        value: options.value,
        locale: group.locale()
      }));
    }

    function assertAlive() {
      if (destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
    }

    function mount(target) {
      assertAlive();
      var node = typeof target === 'string' ? document.querySelector(target) : target;
      if (!node || node.nodeType !== 1) {
        throw integrationError('Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
      }
      if (iframe) {
        throw integrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
      }
      container = node;
      wrapper = document.createElement('div');
      wrapper.className = '__PrivateStripeElement';
      wrapper.style.cssText = 'margin:0!important;padding:0!important;border:none!important;display:block!important;background:transparent!important;position:relative!important;opacity:1!important;';
      iframe = document.createElement('iframe');
      iframe.name = '__privateStripeFrame' + id.replace(/[^A-Za-z0-9]/g, '');
      iframe.title = FRAME_TITLES[type];
      iframe.setAttribute('frameborder', '0');
      iframe.setAttribute('allowtransparency', 'true');
      iframe.setAttribute('scrolling', 'no');
      // In the page's tab order, as Stripe's own Elements are: Tab moves into the field and on to the next.
      iframe.style.cssText = 'border:none!important;margin:0!important;padding:0!important;width:1px!important;min-width:100%!important;overflow:hidden!important;display:block!important;user-select:none!important;height:24px;';
      var query = [
        'type=' + encodeURIComponent(type),
        'frameId=' + encodeURIComponent(id),
        'group=' + encodeURIComponent(group.groupId),
        'origin=' + encodeURIComponent(window.location.origin),
        'key=' + encodeURIComponent(stripe.__key)
      ].join('&');
      iframe.src = FRAME_URL + '?' + query;
      frames[id] = { window: function () { return iframe && iframe.contentWindow; }, handle: onFrameMessage };
      frameLoaded = false;
      wrapper.appendChild(iframe);
      container.appendChild(wrapper);
      paintClasses();
    }

    function unmount() {
      assertAlive();
      if (!iframe) return;
      settlePending();
      delete frames[id];
      if (wrapper && wrapper.parentNode) wrapper.parentNode.removeChild(wrapper);
      var c = classes();
      [c.base, c.empty, c.complete, c.invalid, c.focus].forEach(function (cls) { toggle(cls, false); });
      iframe = null;
      wrapper = null;
      container = null;
      frameLoaded = false;
      outbox = [];
      state = { empty: true, complete: false, invalid: false, focused: false };
    }

    function destroy() {
      assertAlive();
      unmount();
      destroyed = true;
      listeners = {};
      group.remove(member);
      var index = elementMembers.indexOf(member);
      if (index !== -1) elementMembers.splice(index, 1);
    }

    function update(next) {
      assertAlive();
      assign(options, next || {});
      send({ command: 'configure', options: frameOptions() });
    }

    var element = {
      mount: mount,
      unmount: unmount,
      destroy: destroy,
      update: update,
      on: on,
      addEventListener: on,
      once: once,
      off: off,
      removeEventListener: off,
      focus: function () {
        assertAlive();
        if (iframe) iframe.focus();
        send({ command: 'focus' });
      },
      blur: function () { assertAlive(); send({ command: 'blur' }); },
      clear: function () { assertAlive(); send({ command: 'clear' }); }
    };
    var member = { type: type, element: element, request: request, groupId: group.groupId, mounted: function () { return !!iframe; } };
    elementMembers.push(member);
    return member;
  }

  // ---- Modals (3D Secure challenge, identity verification) ----

  /**
   * Frames the sandbox page \`url\` in a modal over the merchant page, telling it this page's
   * origin and the frame's id; resolves with the page's message whose \`event\` is \`finishedEvent\`,
   * and closes the modal then.
   */
  function openModal(kind, title, size, url, finishedEvent) {
    return new Promise(function (resolve) {
      var id = uid(kind);
      var overlay = document.createElement('div');
      overlay.setAttribute('data-stripe-sandbox', kind);
      overlay.style.cssText = 'position:fixed!important;inset:0!important;z-index:2147483647!important;background:rgba(29,35,48,.55)!important;display:flex!important;align-items:center!important;justify-content:center!important;';
      var frame = document.createElement('iframe');
      frame.name = '__privateStripeFrame' + id.replace(/[^A-Za-z0-9]/g, '');
      frame.title = title;
      frame.setAttribute('frameborder', '0');
      frame.style.cssText = 'border:none!important;width:' + size.width + '!important;height:' + size.height + '!important;background:#fff!important;border-radius:8px!important;box-shadow:0 10px 40px rgba(0,0,0,.3)!important;';
      var hash = url.indexOf('#');
      var path = hash < 0 ? url : url.slice(0, hash);
      frame.src = path + '?origin=' + encodeURIComponent(window.location.origin) + '&frameId=' + encodeURIComponent(id) + (hash < 0 ? '' : url.slice(hash));
      frames[id] = {
        window: function () { return frame.contentWindow; },
        handle: function (data) {
          if (data.event !== finishedEvent) return;
          delete frames[id];
          if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
          resolve(data);
        }
      };
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
    });
  }

  function openChallenge(source) {
    return openModal('3ds-challenge', '3D Secure authentication challenge', { width: 'min(500px,94vw)', height: 'min(600px,90vh)' },
      CHALLENGE_URL + encodeURIComponent(source), 'authentication-finished')
      .then(function (data) { return data.outcome; });
  }

  /** Opens the stand-in of Stripe's verification modal; answers 'submitted' or 'closed'. */
  function openVerification(sessionId, clientSecret) {
    return openModal('identity-verification', 'Identity verification', { width: 'min(520px,94vw)', height: 'min(680px,92vh)' },
      VERIFICATION_URL + encodeURIComponent(sessionId) + '#' + encodeURIComponent(clientSecret), 'verification-finished')
      .then(function (data) { return data.result === 'submitted' ? 'submitted' : 'closed'; });
  }

  // ---- window.Stripe ----

  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string' || key === '') {
      throw integrationError('Invalid value for Stripe(): apiKey should be a string. You specified: ' + typeof key + '.');
    }
    if (/^sk_/.test(key)) {
      throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    }
    if (!/^pk_test_/.test(key)) {
      throw integrationError('The provider sandbox takes test publishable keys only (pk_test_...).');
    }
    var stripe = this;
    var wrappers = [];
    var appInfo = null;
    this.__key = key;
    this.__options = options || {};

    function resolvePaymentMethod(value, billingDetails) {
      if (value === undefined || value === null) return Promise.resolve({});
      if (typeof value === 'string') return Promise.resolve({ id: value });
      if (typeof value === 'object' && value.card) {
        return stripe.createPaymentMethod({ type: 'card', card: value.card, billing_details: value.billing_details || billingDetails, metadata: value.metadata })
          .then(function (result) { return result.error ? { error: result.error } : { id: result.paymentMethod.id }; });
      }
      throw integrationError('payment_method should be a PaymentMethod id or { card: <card Element>, billing_details }.');
    }

    /** The result Stripe.js gives for an intent: a failed attempt is an error carrying the intent. */
    function resultOf(intent) {
      if (intent && intent.status === 'requires_payment_method' && intent.last_payment_error) {
        return { error: assign({}, intent.last_payment_error, { payment_intent: intent }) };
      }
      return { paymentIntent: intent };
    }

    function handleActions(intent, clientSecret) {
      var action = intent.next_action;
      if (intent.status !== 'requires_action' || !action || action.type !== 'use_stripe_sdk' || !action.use_stripe_sdk) {
        return Promise.resolve(resultOf(intent));
      }
      return openChallenge(action.use_stripe_sdk.source).then(function () {
        return stripe.retrievePaymentIntent(clientSecret).then(function (result) {
          return result.error ? result : resultOf(result.paymentIntent);
        });
      });
    }

    this.elements = function (groupOptions) { return createElementsGroup(stripe, groupOptions); };

    this.createPaymentMethod = function (typeOrData, maybeElement, maybeData) {
      var data = typeof typeOrData === 'string'
        ? assign({ type: typeOrData, card: maybeElement }, maybeData)
        : typeOrData;
      if (!data || data.type !== 'card') {
        throw integrationError('The provider sandbox creates card PaymentMethods only: createPaymentMethod({ type: "card", card: <card Element>, billing_details }).');
      }
      var member = memberOf(data.card);
      if (!member || (member.type !== 'card' && member.type !== 'cardNumber')) {
        throw integrationError('Invalid value for createPaymentMethod: card should be a card or cardNumber Element created by this Stripe instance.');
      }
      if (!member.mounted()) {
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The ' + member.type + ' Element must be mounted to create a PaymentMethod.' } });
      }
      return member.request('create-payment-method', {
        paymentMethod: JSON.parse(JSON.stringify({ billing_details: data.billing_details, metadata: data.metadata }))
      });
    };

    this.confirmCardPayment = function (clientSecret, data, confirmOptions) {
      var intentId = intentIdOf(clientSecret, 'stripe.confirmCardPayment');
      data = data || {};
      confirmOptions = confirmOptions || {};
      return resolvePaymentMethod(data.payment_method).then(function (paymentMethod) {
        if (paymentMethod.error) return { error: paymentMethod.error };
        var params = { client_secret: clientSecret };
        if (paymentMethod.id) params.payment_method = paymentMethod.id;
        ['setup_future_usage', 'receipt_email', 'return_url'].forEach(function (name) {
          if (data[name] !== undefined) params[name] = data[name];
        });
        return api(key, 'POST', '/payment_intents/' + intentId + '/confirm', params).then(function (answer) {
          if (answer.error) return { error: answer.error };
          if (confirmOptions.handleActions === false) return { paymentIntent: answer.body };
          return handleActions(answer.body, clientSecret);
        });
      });
    };

    this.handleNextAction = function (nextActionOptions) {
      var clientSecret = nextActionOptions && nextActionOptions.clientSecret;
      intentIdOf(clientSecret, 'stripe.handleNextAction');
      return stripe.retrievePaymentIntent(clientSecret).then(function (result) {
        if (result.error) return result;
        var intent = result.paymentIntent;
        if (intent.status !== 'requires_action') {
          return {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'handleNextAction: the PaymentIntent has a status of ' + intent.status + '; only a PaymentIntent with a status of requires_action has a next action to handle.',
              payment_intent: intent
            }
          };
        }
        return handleActions(intent, clientSecret);
      });
    };

    this.handleCardAction = function (clientSecret) {
      return stripe.handleNextAction({ clientSecret: clientSecret });
    };

    this.retrievePaymentIntent = function (clientSecret) {
      var intentId = intentIdOf(clientSecret, 'stripe.retrievePaymentIntent');
      return api(key, 'GET', '/payment_intents/' + intentId, { client_secret: clientSecret }).then(function (answer) {
        return answer.error ? { error: answer.error } : { paymentIntent: answer.body };
      });
    };

    /** Stripe Identity's modal: resolves { verificationSession } once the user submitted, or { error } when they closed it first. */
    this.verifyIdentity = function (clientSecret) {
      var match = typeof clientSecret === 'string' ? VERIFICATION_SECRET.exec(clientSecret) : null;
      if (!match) {
        throw integrationError('Invalid value for verifyIdentity: clientSecret should be the client_secret of a VerificationSession (vs_..._secret_...).');
      }
      var sessionId = match[1];
      return openVerification(sessionId, clientSecret).then(function (result) {
        if (result === 'submitted') return { verificationSession: { id: sessionId, object: 'identity.verification_session' } };
        return { error: { type: 'invalid_request_error', code: 'session_cancelled', message: 'The verification was closed before it was submitted.' } };
      });
    };

    this.createToken = function () {
      return Promise.resolve({
        error: { type: 'invalid_request_error', message: 'The provider sandbox does not issue card tokens: use createPaymentMethod.' }
      });
    };

    this.registerAppInfo = function (info) { appInfo = info || null; };
    this._registerWrapper = function (wrapper) { if (wrapper) wrappers.push(wrapper); };
    this.__wrappers = function () { return wrappers.slice(); };
    this.__appInfo = function () { return appInfo; };
  }

  Stripe.version = 3;
  Stripe.sandbox = true;
  window.Stripe = Stripe;
})();
`;
}
