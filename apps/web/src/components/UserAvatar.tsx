import type { User } from '@captionist/contracts';
import { Avatar, type MantineSize } from '@mantine/core';
import blankProfilePicture from '../assets/blank-profile-picture.svg';
import { useImageRetry } from '../lib/use-image-retry';

interface UserAvatarProps {
  user: Pick<User, 'avatar' | 'firstname' | 'lastname'>;
  size?: MantineSize | number;
  /** Next to the person's name the picture says nothing more: hidden from screen readers. */
  decorative?: boolean;
}

/** The user's picture; initials when they have none, a blank picture when it will not load. */
export function UserAvatar({ user, size = 'md', decorative = false }: UserAvatarProps) {
  const name = `${user.firstname} ${user.lastname}`.trim();
  const image = useImageRetry(user.avatar, blankProfilePicture);
  return (
    <Avatar
      key={image.key}
      src={image.src}
      name={name}
      color="initials"
      alt={name}
      size={size}
      imageProps={{ onError: image.onError }}
      aria-hidden={decorative || undefined}
    />
  );
}
