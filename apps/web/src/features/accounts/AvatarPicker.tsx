import type { User } from '@captionist/contracts';
import { Avatar, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { UserAvatar } from '../../components/UserAvatar';
import { AVATAR_TYPES, checkAvatarFile } from './avatar-file';
import { useObjectUrl } from './use-object-url';

interface AvatarPickerProps {
  user: User;
  /** The picture chosen but not saved yet. */
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  onError: (message: string) => void;
}

const AVATAR_SIZE = 88;

/** The current picture, or a preview of the chosen one until the profile is saved. */
export function AvatarPicker({ user, file, error, onChange, onError }: AvatarPickerProps) {
  const preview = useObjectUrl(file);
  const resetInput = useRef<() => void>(null);
  const pick = (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkAvatarFile(chosen);
    if (problem) onError(problem);
    else onChange(chosen);
    // Lets the same file be chosen again after a clear or a refusal.
    resetInput.current?.();
  };

  return (
    <Group wrap="nowrap" align="flex-start" gap="lg">
      {preview ? (
        <Avatar src={preview} size={AVATAR_SIZE} alt="Preview of your new picture" />
      ) : (
        <UserAvatar user={user} size={AVATAR_SIZE} />
      )}
      <Stack gap={6} miw={0}>
        <Box miw={0}>
          <Text fw={600} truncate>
            {user.firstname} {user.lastname}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {user.email}
          </Text>
        </Box>
        <Group gap="xs">
          <FileButton accept={AVATAR_TYPES.join(',')} onChange={pick} resetRef={resetInput}>
            {(props) => (
              <Button variant="default" size="xs" {...props}>
                {file ? 'Choose another picture' : 'Change picture'}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button variant="subtle" color="gray" size="xs" onClick={() => onChange(null)}>
              Keep current picture
            </Button>
          )}
        </Group>
        {error ? (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {file ? 'Saved when you save your profile.' : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
