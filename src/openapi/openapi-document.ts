import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import {
  constrainSchemas,
  declareSecurity,
  describeResponses,
  describeTags,
  integersOnly,
  openDiscriminatedUnions,
  closeRequestSchemas,
  SECURITY_SCHEME,
  typeParameters,
} from './finish-document';
import { addGameSchemas } from './game-schema-components';
import { addStreamEventSchemas } from './stream-event-schemas';
import { addExamples } from './examples';
import { operationIdOf } from './operations';
import { addProblemResponses } from './problem-responses';
import { addWebhooks } from '../webhooks/webhooks-openapi';

/**
 * Crier's OpenAPI 3.1 document: what @nestjs/swagger reads from the controllers and DTOs, then
 * made exact where decorators cannot say it (integers, typed parameters, optional security, the
 * problems each route answers, the games' own schemas). Served at /docs-json and committed as
 * openapi.json (`npm run openapi:write`; CI's `openapi:check` keeps them equal).
 */
export function createOpenApiDocument(app: INestApplication, config: Pick<AppConfig, 'buildVersion'>): OpenAPIObject {
  const base = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Crier API')
    .setDescription(
      'Crier referees Troyes Dice, Troyes and Orléans for third-party clients. Errors are ' +
        'application/problem+json (RFC 9457) with a stable `code` (docs/errors.md). GraphQL is served at /graphql. ' +
        'Every response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a known path ' +
        'with another method answers 405 with `Allow`, a body that is not JSON 415.',
    )
    .setVersion(config.buildVersion)
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer('/', 'This Crier (the host serving this document)')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque',
        description: 'The `apiKey` returned by `POST /v1/players`: an opaque string, not a JWT.',
      },
      SECURITY_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, base, {
    operationIdFactory: (controllerKey, methodKey) => operationIdOf(controllerKey, methodKey),
  });
  integersOnly(document);
  constrainSchemas(document);
  typeParameters(document);
  declareSecurity(document);
  describeResponses(document);
  addProblemResponses(document);
  addGameSchemas(document);
  addStreamEventSchemas(document);
  addExamples(document);
  describeTags(document);
  addWebhooks(document);
  openDiscriminatedUnions(document);
  closeRequestSchemas(document);
  return document;
}
