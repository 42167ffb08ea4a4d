import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response } from 'express';
import { CSRF_COOKIE } from '../shared/http/csrf-protection.js';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * Points Swagger UI at our document. A file, not an inline script: the production CSP
 * allows no inline script. No validator badge (it would call validator.swagger.io), and
 * "Try it out" writes to our own origin echo the CSRF cookie as the browser app does.
 */
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_JSON_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
    requestInterceptor: function (request) {
      var sameOrigin = new URL(request.url, window.location.href).origin === window.location.origin;
      var cookie = document.cookie.split('; ').find(function (part) { return part.indexOf('${CSRF_COOKIE}=') === 0; });
      if (sameOrigin && cookie) request.headers['X-CSRF-Token'] = decodeURIComponent(cookie.slice(${CSRF_COOKIE.length + 1}));
      return request;
    },
  });
};
`;

const swaggerUiFiles = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * `GET /api/openapi.json` (the generated document) and `/api/docs` (Swagger UI over it,
 * served from the swagger-ui-dist package, no CDN).
 */
export function mountApiDocs(app: NestExpressApplication, document: () => unknown): void {
  app.use(OPENAPI_JSON_PATH, (req: Request, res: Response, next: () => void) => {
    if (req.method !== 'GET' || req.path !== '/') return next();
    res.json(document());
  });
  app.use(API_DOCS_PATH, (req: Request, res: Response, next: () => void) => {
    if (req.method !== 'GET') return next();
    // Relative asset links in Swagger UI's page need the trailing slash.
    if (req.originalUrl.split('?')[0] === API_DOCS_PATH) return res.redirect(301, `${API_DOCS_PATH}/`);
    if (req.path === '/swagger-initializer.js') return void res.type('application/javascript').send(INITIALIZER);
    next();
  });
  app.use(API_DOCS_PATH, express.static(swaggerUiFiles, { index: 'index.html', maxAge: '1h' }));
}
