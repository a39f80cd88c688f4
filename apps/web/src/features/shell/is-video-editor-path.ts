/** The editor (/video/{id}) needs the whole height of a phone screen. */
export function isVideoEditorPath(pathname: string): boolean {
  return /^\/video\/[^/]+\/?$/.test(pathname);
}
