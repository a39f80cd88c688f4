import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, signupRequestSchema } from './auth';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  [...new Set(result.error?.issues.map((issue) => String(issue.path[0])) ?? [])].sort();

describe('password confirmation', () => {
  it('is reported together with every other sign-up error, the unticked terms box included', () => {
    const result = signupRequestSchema.safeParse({
      agree_terms: false,
      email: '',
      firstname: 'Lin',
      lastname: '',
      password: 'long enough 1',
      password_confirmation: 'long enough 2',
    });
    expect(fieldErrors(result)).toEqual(['agree_terms', 'email', 'lastname', 'password_confirmation']);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'password_confirmation')?.message).toBe(
      'The password confirmation does not match.',
    );
  });

  it('is reported beside a password that is too short', () => {
    const result = changePasswordRequestSchema.safeParse({
      password: 'short',
      password_confirmation: 'shirt',
    });
    expect(fieldErrors(result)).toEqual(['password', 'password_confirmation']);
  });

  it('is not checked when a password is not text at all (its type error says enough)', () => {
    const result = signupRequestSchema.safeParse({
      agree_terms: true,
      password: [],
      password_confirmation: 'x',
    });
    expect(fieldErrors(result)).not.toContain('password_confirmation');
  });
});
