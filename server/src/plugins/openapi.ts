import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document, generated from the routes' zod schemas, and a reference page at /api/docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RIRA API',
        version: '1.0.0',
        description:
          'JSON API of the RIRA website, admin panel and 360-degree assessment platform. Paths are matched case-insensitively. ' +
          'Credentials travel in the httpOnly session cookie `rira_sid`. Errors answer `{ succeeded: false, message, errors: [{ field, code, message }] }` in the caller’s language (`rira_lang` cookie or `?lang=`).',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rira_sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(scalar, {
    routePrefix: '/api/docs',
    // Served from this server, no external fonts or scripts.
    configuration: { withDefaultFonts: false, hideClientButton: true, telemetry: false } as never,
  });
});
