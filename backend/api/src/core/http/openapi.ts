import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { API_PREFIX } from './api-prefix';

export const DOCS_PATH = `${API_PREFIX}/docs`;
export const DOCS_JSON_PATH = `${API_PREFIX}/docs-json`;

/** OpenAPI document generated from the controllers and DTOs, plus the Swagger UI page and its assets. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Nestwork API')
    .setDescription('Hiring marketplace for parents and employers. Errors always answer { "error": "..." }; invalid input adds fieldErrors.')
    .setVersion('0.1.0')
    .build();
  SwaggerModule.setup(DOCS_PATH, app, () => SwaggerModule.createDocument(app, config, { extraModels: [ErrorBodyDto] }), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Nestwork API',
  });
}
