import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { getProfile, updateProfile, type ProfileInput } from '../../services/users/update-profile';
import { nonEmpty, object, str } from '../body-schemas';
import { phoneFields } from '../users/user-body';
import { closedObject, nullableText, ok, text } from '../response-schemas';

/** The profile dialog's fields; never the password hash or the sign-in state. */
const profile = ok(
  closedObject({
    _key: text,
    userName: text,
    firstName: text,
    middleName: nullableText,
    lastName: nullableText,
    emailAddress: nullableText,
    contactPhone1CountryCode: nullableText,
    phoneNumber: nullableText,
    gender: nullableText,
    imageSrc: nullableText,
    version: { type: 'integer' },
  }),
);

export async function meRoutes(app: FastifyInstance) {
  app.get(
    '/api/account/me',
    {
      schema: { tags: ['Account'], description: "The signed-in user's profile", response: profile },
      config: { access: { area: 'Dashboard', action: 'read' } },
    },
    async (request) => ({ error: false, data: await getProfile(app.db, currentPrincipal(request).userKey) }),
  );

  app.put<{ Body: ProfileInput }>(
    '/api/account/me',
    {
      schema: {
        tags: ['Account'],
        description: "Update the signed-in user's profile",
        body: object(
          {
            firstName: nonEmpty(100),
            middleName: str(100),
            lastName: str(100),
            emailAddress: {
              anyOf: [
                { type: 'string', format: 'email', maxLength: 200 },
                { type: 'string', maxLength: 0 },
              ],
            },
            ...phoneFields,
            imageSrc: str(500),
          },
          ['firstName'],
        ),
        response: profile,
      },
      config: { access: { area: 'Dashboard', action: 'update' }, auditAction: 'profile updated' },
    },
    async (request) => ({ error: false, data: await updateProfile(app.db, currentPrincipal(request).userKey, request.body) }),
  );
}
