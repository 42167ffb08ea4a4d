/**
 * The `type` of every postMessage between the sandbox's Stripe.js (in the merchant page) and
 * its frames (card fields, 3D Secure challenge), which both sides check along with the
 * sender's origin and window. Frames are told their `frameId`; messages name it both ways.
 */
export const stripeJsMessageType = 'stripe-sandbox';

/** The BroadcastChannel a card number frame asks its expiry and CVC siblings on (origin-scoped). */
export const elementsChannelPrefix = 'stripe-sandbox-elements:';
