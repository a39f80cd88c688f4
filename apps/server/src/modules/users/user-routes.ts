// The signed-in user (contracts: userApi): GET /user, GET /session (the same user, or null for a
// signed-out caller), POST /user/profile (multipart, read here), POST /user/password.
import { userApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { readProfileUpdate } from './profile-form';
import { ProfileService } from './profile-service';
import type { UserRow } from './user-queries';
import { toUserResponse } from './user-response';

export const userRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const profiles = new ProfileService(context);
  const respond = (user: UserRow) => toUserResponse(user, context.storage);

  registerRoutes(app, userApi, {
    get: async ({ userId }) => respond(await profiles.get(userId)),
    session: async ({ userId }) => (userId ? respond(await profiles.get(userId)) : null),
    updateProfile: async ({ userId }, request) => {
      const { names, file } = await readProfileUpdate(request);
      return respond(await profiles.update(userId, names, file));
    },
    changePassword: async ({ userId, body }, request) => ({
      message: await profiles.changePassword(userId, request.session?.idHash ?? '', body),
    }),
  });
};
