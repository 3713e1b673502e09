import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { IMPERSONATION_HEADERS } from '@marketplace/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { type AccessPolicy, ACCESS_POLICY, ACTS_AS_SELF, NOT_WHILE_IMPERSONATING } from '../auth/access-policy';
import { type DomainErrorSpec, domainErrorsOf } from '../errors/domain-error';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { RATE_LIMIT_POLICY, type RateLimitPolicy } from '../rate-limit/rate-limit.decorator';
import { API_PREFIX } from './api-prefix';
import { documentAccessOfAll, type RouteAccess, SESSION_SCHEME } from './openapi-access';

export const DOCS_PATH = `${API_PREFIX}/docs`;
export const DOCS_JSON_PATH = `${API_PREFIX}/docs-json`;

/** Tags of the controllers, in the order the page lists them. */
const TAGS: ReadonlyArray<[name: string, description: string]> = [
  ['auth', 'Sign-up, sign-in and sessions, onboarding, e-mail verification and password reset'],
  ['account', "The account owner's credentials and the account itself"],
  ['profile', "The signed-in user's profile"],
  ['jobs', 'Public job search and job pages'],
  ['employer jobs', "An employer's own job postings"],
  ['seeker', "A seeker's saved jobs and job alerts"],
  ['admin', 'Moderation, users and impersonation'],
  ['site', 'Public settings of the site'],
  ['health', 'Liveness and readiness probes'],
];

const DESCRIPTION = [
  'Hiring marketplace for parents and employers.',
  '',
  'Errors always answer `{ "error": "...", "code": "..." }`: a message to show and a stable code to branch on (each error answer lists the codes it may carry); invalid input (400) adds `fieldErrors` with the messages per field.',
  'Signing in sets the session cookie; routes that need it say so in their security requirement.',
  'Every POST, PUT, PATCH and DELETE must come from the site itself: its `Origin` (or `Referer`) header is checked.',
  `While impersonating, an admin sends \`${IMPERSONATION_HEADERS.userId}\`, \`${IMPERSONATION_HEADERS.userRole}\` and \`${IMPERSONATION_HEADERS.adminId}\`.`,
].join('\n');

/** Operation ids name the controller and its method, e.g. `EmployerJobs_create`. */
export function operationIdOf(controllerName: string, methodName: string): string {
  return `${controllerName.replace(/Controller$/, '')}_${methodName}`;
}

type Handler = (...args: never[]) => unknown;

/** The methods of a controller class by name, inherited ones included (getters are not read). */
function methodsOf(controller: Type<unknown>): Map<string, Handler> {
  const methods = new Map<string, Handler>();
  for (
    let prototype: object | null = controller.prototype as object;
    prototype && prototype !== Object.prototype;
    prototype = Object.getPrototypeOf(prototype) as object | null
  ) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(prototype))) {
      if (name !== 'constructor' && !methods.has(name) && typeof descriptor.value === 'function')
        methods.set(name, descriptor.value as Handler);
    }
  }
  return methods;
}

/** The code prefix of a module's errors, from its class name (`JobsModule` -> `JOBS`). */
function moduleCodePrefix(moduleName: string): string {
  return moduleName.replace(/Module$/, '').toUpperCase();
}

/** A module's error reasons: by its prefix, or its singular where the codes name one thing (`CritiquesModule` -> `CRITIQUE_`). */
function moduleErrorsOf(moduleName: string): readonly DomainErrorSpec[] {
  const prefix = moduleCodePrefix(moduleName);
  const own = domainErrorsOf(prefix);
  return own.length > 0 || !prefix.endsWith('S') ? own : domainErrorsOf(prefix.slice(0, -1));
}

/** What the access and rate-limit decorators say about each route, by operation id. */
function routeAccessById(app: INestApplication): Map<string, RouteAccess> {
  const reflector = new Reflector();
  const routes = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      for (const [name, handler] of methodsOf(controller)) {
        const targets = [handler, controller];
        routes.set(operationIdOf(controller.name, name), {
          moduleErrors: moduleErrorsOf(module.metatype.name),
          policy: reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, targets),
          actsAsSelf: reflector.getAllAndOverride<boolean | undefined>(ACTS_AS_SELF, targets) ?? false,
          notWhileImpersonating:
            reflector.getAllAndOverride<boolean | undefined>(NOT_WHILE_IMPERSONATING, targets) ?? false,
          rateLimitMessage: reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, handler)?.message ?? null,
        });
      }
    }
  }
  return routes;
}

/**
 * The OpenAPI document of the running app: paths, bodies, queries and answers from the
 * controllers and DTOs; the session cookie as security scheme, required or optional per route
 * as its access decorator says; and the 400/401/403/429 answers of the global guards and pipe.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = app.get<AppConfig>(APP_CONFIG);
  const builder = new DocumentBuilder()
    .setTitle('Nestwork API')
    .setDescription(DESCRIPTION)
    .setVersion('0.1.0')
    .setContact('Nestwork support', config.publicUrl, config.supportEmail)
    // The site's footer states the terms: © Nestwork, all rights reserved.
    .setLicense('Proprietary (all rights reserved)', config.publicUrl)
    .addServer(config.publicUrl, 'This deployment')
    .addSecurity(SESSION_SCHEME, {
      type: 'apiKey',
      in: 'cookie',
      name: config.sessionCookie.name,
      description: 'The session cookie that signing in sets (HttpOnly, SameSite=Lax).',
    });
  for (const [name, description] of TAGS) builder.addTag(name, description);

  const document = SwaggerModule.createDocument(app, builder.build(), {
    extraModels: [ErrorBodyDto],
    operationIdFactory: operationIdOf,
  });
  const access = routeAccessById(app);
  const unknown = documentAccessOfAll(document, (id) => access.get(id));
  if (unknown.length > 0) throw new Error(`OpenAPI: no route found for the operations ${unknown.join(', ')}`);
  return document;
}

/** OpenAPI document generated from the controllers and DTOs, plus the Swagger UI page and its assets. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Nestwork API',
  });
}
