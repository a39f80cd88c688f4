// The login form's checks and call, loaded when the form is first used: the login page itself
// comes without the API contracts and zod (docs/web-assets.md).
import { loginRequestSchema } from '@captionist/contracts';
import { schemaResolver } from '@mantine/form';

export { requestLogin } from './account-requests';

export const validateLogin = schemaResolver(loginRequestSchema, { sync: true });
