import type { FastifyInstance } from 'fastify';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import { signUp, type SignUpInput } from '../../services/auth/sign-up';
import { signIn } from '../../services/auth/sign-in';
import { languageFrom } from '../../../i18n/translate';
import { nonEmpty, object } from '../body-schemas';
import { phoneFields } from '../users/user-body';
import { normalizeUserName } from '../../../domain/user-name';
import { closedObject, ok, okFlag, sessionUserSchema, text } from '../response-schemas';

/** A user name must hold something once its padding is gone. */
const userNameField = { ...nonEmpty(100), pattern: '\\S' };

export async function authRoutes(app: FastifyInstance) {
  app.post<{ Body: { userName: string } }>(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['Authentication'],
        description: 'Send a one-time password reset link through the outbox',
        body: object({ userName: nonEmpty(100) }, ['userName']),
        response: okFlag('sent'),
      },
      config: { access: 'public', auditAction: 'forgot-password', rateLimit: {} },
    },
    async (request) => {
      request.auditUserName = normalizeUserName(request.body.userName);
      // The link is built on PUBLIC_ORIGIN, never on the Host header a client writes.
      await requestPasswordReset(app.db, { userName: request.body.userName, language: languageFrom(request.headers['accept-language']) });
      return { error: false, data: { sent: true } };
    },
  );

  app.post<{ Body: { token: string; password: string; confirmPassword: string } }>(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['Authentication'],
        description: 'Choose a new password with a reset token',
        body: object({ token: nonEmpty(200), password: nonEmpty(200), confirmPassword: nonEmpty(200) }, ['token', 'password', 'confirmPassword']),
        response: okFlag('reset'),
      },
      config: { access: 'public', auditAction: 'reset-password', rateLimit: {} },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { error: false, data: { reset: true } };
    },
  );

  app.post<{ Body: Omit<SignUpInput, 'language'> }>(
    '/api/auth/sign-up',
    {
      schema: {
        tags: ['Authentication'],
        description: 'Create an account that waits for an administrator to confirm it',
        body: object(
          {
            firstName: nonEmpty(100),
            lastName: nonEmpty(100),
            userName: userNameField,
            emailAddress: { type: 'string', format: 'email', maxLength: 200 },
            ...phoneFields,
            password: nonEmpty(200),
            confirmPassword: nonEmpty(200),
          },
          ['firstName', 'lastName', 'userName', 'contactPhone1CountryCode', 'phoneNumber', 'password', 'confirmPassword'],
        ),
        response: ok(closedObject({ _key: text })),
      },
      config: { access: 'public', auditAction: 'sign-up', rateLimit: {} },
    },
    async (request) => {
      request.auditUserName = normalizeUserName(request.body.userName);
      const data = await signUp(app.db, { ...request.body, language: languageFrom(request.headers['accept-language']) });
      request.auditUserKey = data._key;
      return { error: false, data };
    },
  );

  app.post<{ Body: { userName: string; password: string } }>(
    '/api/auth/unlock-session',
    {
      schema: {
        tags: ['Authentication'],
        description: 'Unlock a locked screen: sign in again, same answer as login',
        body: object({ userName: nonEmpty(100), password: nonEmpty(200) }, ['userName', 'password']),
        response: ok(sessionUserSchema),
      },
      config: { access: 'public', auditAction: 'unlock-session', rateLimit: {} },
    },
    async (request) => {
      request.auditUserName = normalizeUserName(request.body.userName);
      const data = await signIn(app.signAccessToken, app.db, { ...request.body, ip: request.ip, language: languageFrom(request.headers['accept-language']) });
      request.auditUserKey = data._key;
      return { error: false, data };
    },
  );
}
