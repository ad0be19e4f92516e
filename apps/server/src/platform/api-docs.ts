import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version.js';
import { DOCS_CSP } from './security-headers.js';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Telkom Cover API',
        description: 'Insurance self-service platform: funeral, device and motor cover.',
        version: APP_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}
