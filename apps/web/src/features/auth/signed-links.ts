// The pieces of the signed links we e-mail (docs/accounts.md "Signed links"), read from the page
// address. A link missing a piece was cut short by a mail client and cannot work.

export interface VerificationLink {
  token: string;
  expires: string;
  signature: string;
}

export interface ResetLink extends VerificationLink {
  email: string;
}

export function readVerificationLink(
  token: string | undefined,
  search: URLSearchParams,
): VerificationLink | null {
  const expires = search.get('expires');
  const signature = search.get('signature');
  if (!token || !expires || !signature) return null;
  return { token, expires, signature };
}

export function readResetLink(search: URLSearchParams): ResetLink | null {
  const email = search.get('email');
  const link = readVerificationLink(search.get('token') ?? undefined, search);
  return link && email ? { ...link, email } : null;
}
