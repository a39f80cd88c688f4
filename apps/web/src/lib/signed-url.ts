// Signed storage URLs (docs/api.md) name one file with a signature and expiry in the query, so
// every fetch of a list brings new URLs for the same files.

export const sameSignedFile = (a: string, b: string): boolean => a.split('?')[0] === b.split('?')[0];
