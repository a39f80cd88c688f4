// Cache key of the user's media library, shared by every screen that shows it.
export const mediaQueryKeys = { list: ['user', 'media-uploads'] } as const;
