import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Area } from '../../domain/access-labels';
import { canPerform, type Action } from '../../domain/permissions';
import { forbidden, unauthorized, badRequest } from '../app-error';
import { loadPrincipal, type Principal } from '../services/auth/principal';
import type { Db } from '../db/open-db';

/** Every API route says who may call it: public, or an area and an action (deny by default). */
export type RouteAccess = 'public' | { area: Area; action: Action };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route works inside the project named by the Project-Key header. */
    project?: boolean;
    /** What the audit row calls this change, when it is not the method and route. */
    auditAction?: string;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, as registered (the route-walk test reads it). */
    apiRoutes: { method: string; url: string; access: RouteAccess; project: boolean; schema?: RouteOptions['schema'] }[];
  }
  interface FastifyRequest {
    principal?: Principal;
    projectKey?: string;
    /** User name to record on the audit row of a request that has no principal (sign-in). */
    auditUserName?: string;
    auditUserKey?: string;
  }
}

type TokenClaims = { sub: string; sid: string };

/** Routes outside /api (the client) and the OpenAPI pages need no declaration. */
const isUndeclaredAllowed = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/docs');

export function installAccessControl(app: FastifyInstance, db: Db) {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isUndeclaredAllowed(route.url)) return;
    const config = route.config as { access?: RouteAccess; project?: boolean } | undefined;
    if (!config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access: every API route must`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access: config.access, project: config.project === true, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const principal = await authenticate(app, db, request);
    request.principal = principal;
    if (!canPerform(principal.roleList, access.area, access.action)) throw forbidden();
    resolveProject(request, principal);
  });
}

async function authenticate(app: FastifyInstance, db: Db, request: FastifyRequest): Promise<Principal> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw unauthorized();
  let claims: TokenClaims;
  try {
    claims = app.jwt.verify<TokenClaims>(header.slice(7));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' || /expired/i.test(String((error as Error).message));
    throw expired ? unauthorized('TOKEN_EXPIRED', 'tokenExpired') : unauthorized();
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') throw unauthorized();
  const principal = await loadPrincipal(db, claims.sub, claims.sid);
  if (!principal) throw unauthorized('SESSION_REVOKED', 'invalidRefreshToken');
  return principal;
}

/** The Project-Key header must name one of the caller's projects; project routes require it. */
function resolveProject(request: FastifyRequest, principal: Principal) {
  const raw = request.headers['project-key'];
  const projectKey = Array.isArray(raw) ? raw[0] : raw;
  if (projectKey) {
    if (!principal.projectKeys.includes(projectKey)) throw forbidden('PROJECT_FORBIDDEN', 'projectForbidden');
    request.projectKey = projectKey;
  }
  if (request.routeOptions.config?.project && !request.projectKey) throw badRequest('PROJECT_REQUIRED', 'projectRequired');
}

/** For project routes: the key the access hook checked. */
export function currentProject(request: FastifyRequest): string {
  if (!request.projectKey) throw badRequest('PROJECT_REQUIRED', 'projectRequired');
  return request.projectKey;
}

export function currentPrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
