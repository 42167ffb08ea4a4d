import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { API_OPERATION, type ApiOperationSpec } from './api-operation.decorator.js';

/** The global prefix of every api route (`/api/...`). */
export const API_PREFIX = 'api';

export interface DeclaredRoute {
  /** Lower-case HTTP method, as OpenAPI keys it. */
  method: string;
  /** Express form, e.g. `/api/recipients/:id`. */
  path: string;
  /** A unique, readable id: `Recipients.update`. */
  operationId: string;
  /** Absent when the handler has no `@ApiOperation`. */
  spec?: ApiOperationSpec;
}

/** Every route of every controller of the app, with its `@ApiOperation` contract when it has one. */
export function declaredRoutes(discovery: DiscoveryService, scanner: MetadataScanner): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, unknown>;
    for (const controllerPath of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as object;
        const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (methodPaths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
        for (const methodPath of pathsOf(methodPaths)) {
          routes.push({
            method,
            path: joinPath(API_PREFIX, controllerPath, methodPath),
            operationId: `${controller.name.replace(/Controller$/, '')}.${name}`,
            spec: Reflect.getMetadata(API_OPERATION, handler) as ApiOperationSpec | undefined,
          });
        }
      }
    }
  }
  return routes;
}

/** `/api/recipients/:id` -> `/api/recipients/{id}`. */
export function toOpenApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function pathsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  return [typeof value === 'string' ? value : ''];
}

function joinPath(...parts: string[]): string {
  return `/${parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
}
