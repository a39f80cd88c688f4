// JSON request bodies, read by Fastify's own parser (which refuses `__proto__` keys) once their
// nesting is known to be shallow: every later walk of a body (the NUL check, zod) recurses, and a
// body of 100 000 nested brackets overflowed the stack, a 500 on every route, sign-in included.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Far deeper than any body of the API (caption settings nest 4 levels). */
export const JSON_DEPTH_MAX = 64;
export const JSON_DEPTH_MESSAGE = `This request's data is nested more than ${JSON_DEPTH_MAX} levels deep.`;

/** How deep the arrays and objects of a JSON text nest, counted in one pass that skips strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' gives a string.
    const text = body as string;
    if (jsonDepth(text) > JSON_DEPTH_MAX) {
      done(new AppError(422, JSON_DEPTH_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
