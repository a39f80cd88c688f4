// The signed-in user: GET /user, POST /user/profile (multipart), POST /user/password.
import { AVATAR_MAX_BYTES, changePasswordRequestSchema, profileFieldsSchema } from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import type { Sessions } from '../auth/session-plugin';
import { readProfileForm } from './profile-form';
import { ProfileService } from './profile-service';
import { toUserResponse } from './user-response';

export const userRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const profiles = new ProfileService(context);

  app.get('/user', async (request) => {
    const user = await profiles.get(sessions.requireUserId(request));
    return { status: 'success' as const, data: await toUserResponse(user, context.storage) };
  });

  app.post('/user/profile', async (request) => {
    const userId = sessions.requireUserId(request);
    if (!request.isMultipart()) throw new AppError(415, 'Send the profile as multipart/form-data.');
    const form = await readProfileForm(request, AVATAR_MAX_BYTES);
    const names = profileFieldsSchema.safeParse(form.fields);
    if (!names.success) {
      throw AppError.invalid(
        Object.fromEntries(names.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])),
      );
    }
    const user = await profiles.update(userId, names.data, form.file);
    return { status: 'success' as const, data: await toUserResponse(user, context.storage) };
  });

  app.post('/user/password', { schema: { body: changePasswordRequestSchema } }, async (request) => {
    const userId = sessions.requireUserId(request);
    const sessionHash = request.session?.idHash ?? '';
    return {
      status: 'success' as const,
      data: { message: await profiles.changePassword(userId, sessionHash, request.body) },
    };
  });
};
