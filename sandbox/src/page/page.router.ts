import express from 'express';
import type { PageSection } from './page-section.js';
import { renderSandboxPage, type Endpoint } from './sandbox-page.js';

export interface SandboxPageOptions {
  sections: PageSection[];
  endpoints: (req: express.Request) => Endpoint[];
  refreshSeconds?: number;
}

export function sandboxPageRouter({ sections, endpoints, refreshSeconds = 5 }: SandboxPageOptions): express.Router {
  const router = express.Router();

  router.get('/', (req, res) => {
    const to = typeof req.query['to'] === 'string' ? req.query['to'].trim() : '';
    res
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(renderSandboxPage({ query: to ? { to } : {}, sections, endpoints: endpoints(req), refreshSeconds }));
  });

  return router;
}
