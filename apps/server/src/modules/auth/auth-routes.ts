// Account endpoints of spec §7 (contracts: authApi): csrf-cookie, signup, email-verify, resend,
// login, logout, forgot-password, reset-password.
import { authApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { toUserResponse } from '../users/user-response';
import type { AuthService } from './auth-service';
import type { Sessions } from './session-plugin';

export interface AuthRouteOptions {
  context: AppContext;
  auth: AuthService;
  sessions: Sessions;
}

const message = (text: string) => ({ message: text });

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { context, auth, sessions }) => {
  registerRoutes(app, authApi, {
    csrfCookie: async (_input, request, reply) => {
      await sessions.ensure(request, reply);
      return reply.code(204).send();
    },
    signup: async ({ body }, request) => message(await auth.signup(body, request.ip)),
    verifyEmail: async ({ params, query }) =>
      message(await auth.verifyEmail(params.token, query.expires, query.signature)),
    resendVerification: async ({ body }, request) =>
      message(await auth.resendVerification(body.email, request.ip)),
    login: async ({ body }, request, reply) => {
      const user = await auth.login(body, request.ip);
      await sessions.signIn(request, reply, user.id);
      return toUserResponse(user, context.storage);
    },
    logout: async (_input, request, reply) => {
      await sessions.signOut(request, reply);
      return message('You are signed out.');
    },
    forgotPassword: async ({ body }, request) => message(await auth.forgotPassword(body.email, request.ip)),
    resetPassword: async ({ body }) => message(await auth.resetPassword(body)),
  });
};
