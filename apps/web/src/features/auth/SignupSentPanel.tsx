import { Stack, Text, ThemeIcon } from '@mantine/core';
import { ResendVerificationButton } from './ResendVerificationButton';

interface SignupSentPanelProps {
  message: string;
  email: string;
}

/** After sign-up: where the verification link went, and a way to ask for another. */
export function SignupSentPanel({ message, email }: SignupSentPanelProps) {
  return (
    <Stack gap="md" align="center" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" variant="light">
        <svg
          aria-hidden="true"
          width={28}
          height={28}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 7l9 6 9-6" />
        </svg>
      </ThemeIcon>
      <Text>{message}</Text>
      <Text size="sm" c="dimmed">
        No mail after a few minutes? Check your spam folder, or ask for a new link to {email}.
      </Text>
      <ResendVerificationButton email={email} label="Resend the link" />
    </Stack>
  );
}
