import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiDocument } from './openapi-document.service.js';

/** The generated OpenAPI document of the api (served by `mountApiDocs` where enabled). */
@Module({ imports: [DiscoveryModule], providers: [OpenApiDocument], exports: [OpenApiDocument] })
export class OpenApiModule {}
