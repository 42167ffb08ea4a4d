import express from 'express';
import { requestOrigin } from '../../http/request-origin.js';
import { escapeHtml } from '../../page/html.js';
import { classifyStripeKey } from '../http/stripe-api-key.js';
import { isCardElementType } from './element-types.js';
import { renderElementsFrame } from './elements-frame-page.js';
import { elementsFramePath, stripeJsScript } from './stripe-js-script.js';

/** Where the sandbox serves its Stripe.js; the product loads it instead of https://js.stripe.com/v3/. */
export const stripeJsPath = '/stripe/js/v3';

const token = /^[\w-]{1,64}$/;

/** An http(s) origin exactly (`https://app.example:5173`), or null. */
function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

function refuse(res: express.Response, problem: string): void {
  res.status(400).type('html').send(`<!doctype html><title>Stripe Elements</title><p>${escapeHtml(problem)}</p>`);
}

/** Stripe.js (`/stripe/js/v3`) and the page inside each card Element's iframe. */
export function stripeJsRouter(): express.Router {
  const router = express.Router();

  router.get([stripeJsPath, `${stripeJsPath}/`], (req, res) => {
    res
      .type('application/javascript')
      .setHeader('Cache-Control', 'no-store')
      // Loaded by a page on another origin, which may require cross-origin resources to opt in.
      .setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
      .setHeader('Access-Control-Allow-Origin', '*')
      .send(stripeJsScript(requestOrigin(req)));
  });

  router.get(elementsFramePath, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { type, frameId, group, key } = req.query;
    const origin = originOf(req.query['origin']);
    if (!isCardElementType(type)) return refuse(res, 'type must be card, cardNumber, cardExpiry or cardCvc.');
    if (typeof frameId !== 'string' || !token.test(frameId)) return refuse(res, 'frameId is missing or malformed.');
    if (typeof group !== 'string' || !token.test(group)) return refuse(res, 'group is missing or malformed.');
    if (!origin) return refuse(res, 'origin must be the http(s) origin of the page that mounts the Element.');
    const publishableKey = typeof key === 'string' ? classifyStripeKey(key) : null;
    if (publishableKey?.kind !== 'publishable') return refuse(res, 'key must be a test publishable key (pk_test_...).');
    res
      // Only the page that asked for this frame may show it.
      .setHeader('Content-Security-Policy', `frame-ancestors ${origin}`)
      .setHeader('Referrer-Policy', 'no-referrer')
      .type('html')
      .send(renderElementsFrame({ type, frameId, group, origin, publishableKey: publishableKey.value }));
  });

  return router;
}
