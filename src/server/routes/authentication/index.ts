import type { FastifyInstance } from 'fastify';
import { signIn } from '../../services/auth/sign-in';
import { refreshSession } from '../../services/auth/refresh-session';
import { revokeSignIn } from '../../services/auth/sign-out';
import { currentPrincipal } from '../../plugins/access';
import { unauthorized } from '../../app-error';
import { key, nonEmpty, object } from '../body-schemas';
import { normalizeUserName } from '../../../domain/user-name';
import { languageFrom } from '../../../i18n/translate';
import { ok, okFlag, sessionUserSchema } from '../response-schemas';

const credentials = object({ userName: nonEmpty(100), password: nonEmpty(200) }, ['userName', 'password']);

export async function authenticationRoutes(app: FastifyInstance) {
  app.post<{ Body: { userName: string; password: string } }>(
    '/api/Authentication/login',
    {
      schema: { tags: ['Authentication'], description: 'Sign in with a user name and a password', body: credentials, response: ok(sessionUserSchema) },
      config: { access: 'public', auditAction: 'sign-in', rateLimit: {} },
    },
    async (request) => {
      request.auditUserName = normalizeUserName(request.body.userName);
      const data = await signIn(app.signAccessToken, app.db, { ...request.body, ip: request.ip, language: languageFrom(request.headers['accept-language']) });
      request.auditUserKey = data._key;
      return { error: false, data };
    },
  );

  app.post<{ Body: { userKey: string } }>(
    '/api/Authentication/refreshToken',
    {
      schema: {
        tags: ['Authentication'],
        description: 'Exchange a refresh token (Refresh-Token header) for a new token pair',
        body: object({ userKey: key() }, ['userKey']),
        headers: { type: 'object', properties: { 'refresh-token': { type: 'string', maxLength: 200 } } },
        response: ok(sessionUserSchema),
      },
      config: { access: 'public', auditAction: 'refresh-token', rateLimit: {} },
    },
    async (request) => {
      const refreshToken = request.headers['refresh-token'];
      if (typeof refreshToken !== 'string' || !refreshToken) throw unauthorized('INVALID_REFRESH_TOKEN', 'invalidRefreshToken');
      request.auditUserKey = request.body.userKey;
      const data = await refreshSession(app.signAccessToken, app.db, { userKey: request.body.userKey, refreshToken, ip: request.ip });
      return { error: false, data };
    },
  );

  app.post(
    '/api/Authentication/logout',
    {
      schema: {
        tags: ['Authentication'],
        description: 'Sign out: the token and every refresh token of this sign-in stop working',
        response: okFlag('signedOut'),
      },
      config: { access: { area: 'Dashboard', action: 'read' }, auditAction: 'sign-out' },
    },
    async (request) => {
      const principal = currentPrincipal(request);
      await revokeSignIn(app.db, principal.signInKey, 'signed out');
      return { error: false, data: { signedOut: true } };
    },
  );
}
