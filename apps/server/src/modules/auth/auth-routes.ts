// Account endpoints of spec §7: csrf-cookie, signup, email-verify, resend, login, logout,
// forgot-password, reset-password.
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { toUserResponse } from '../users/user-response';
import type { AuthService } from './auth-service';
import type { Sessions } from './session-plugin';

export interface AuthRouteOptions {
  context: AppContext;
  auth: AuthService;
  sessions: Sessions;
}

const message = (text: string) => ({ status: 'success' as const, data: { message: text } });

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { context, auth, sessions },
) => {
  app.get('/csrf-cookie', async (request, reply) => {
    await sessions.ensure(request, reply);
    return reply.code(204).send();
  });

  app.post('/signup', { schema: { body: signupRequestSchema } }, async (request, reply) => {
    const text = await auth.signup(request.body, request.ip);
    return reply.code(201).send(message(text));
  });

  app.get(
    '/email-verify/:token',
    {
      schema: {
        params: z.object({ token: z.string().max(100) }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
      },
    },
    async (request) => {
      const { expires, signature } = request.query;
      return message(await auth.verifyEmail(request.params.token, expires, signature));
    },
  );

  app.post('/email/resend', { schema: { body: resendVerificationRequestSchema } }, async (request) =>
    message(await auth.resendVerification(request.body.email, request.ip)),
  );

  app.post('/login', { schema: { body: loginRequestSchema } }, async (request, reply) => {
    const user = await auth.login(request.body, request.ip);
    await sessions.signIn(request, reply, user.id);
    return { status: 'success' as const, data: await toUserResponse(user, context.storage) };
  });

  app.post('/logout', async (request, reply) => {
    await sessions.signOut(request, reply);
    return message('You are signed out.');
  });

  app.post('/forgot-password', { schema: { body: forgotPasswordRequestSchema } }, async (request) =>
    message(await auth.forgotPassword(request.body.email, request.ip)),
  );

  app.post('/reset-password', { schema: { body: resetPasswordRequestSchema } }, async (request) =>
    message(await auth.resetPassword(request.body)),
  );
};
