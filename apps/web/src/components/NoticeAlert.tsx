import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface NoticeAlertProps {
  tone: 'success' | 'error';
  message: string;
  title?: string;
  /** Ways on shown under the message (a resend button, a link to sign in). */
  children?: ReactNode;
}

/** An outcome no single input can show (sent, verified, refused), announced to screen readers. */
export function NoticeAlert({ tone, message, title, children }: NoticeAlertProps) {
  return (
    <Alert color={tone === 'success' ? 'teal' : 'red'} variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {children}
      </Stack>
    </Alert>
  );
}
