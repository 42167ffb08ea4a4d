import type { NestExpressApplication } from '@nestjs/platform-express';

/** The methods an HTTP route can answer, lower-case as Express and OpenAPI write them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Every route Express will dispatch, as `METHOD /path/{param}`, read from the running
 * app's router. Routes answering every method are Nest's not-found fallbacks, not api routes.
 */
export function routerRoutes(api: NestExpressApplication): string[] {
  const express = api.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route && Object.keys(layer.route.methods).length < HTTP_METHODS.length
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
      : [],
  );
}
