import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';

interface CheckoutResultCardProps {
  tone: 'success' | 'error';
  title: string;
  description: string;
  actionLabel: string;
  actionTo: string;
  testId: string;
}

const tones = {
  success: { color: 'teal', icon: 'M5 12.5l4.5 4.5L19 7.5' },
  error: { color: 'red', icon: 'M7 7l10 10M17 7L7 17' },
};

/** Where the billing provider sends the browser back to after a checkout. */
export function CheckoutResultCard({
  tone,
  title,
  description,
  actionLabel,
  actionTo,
  testId,
}: CheckoutResultCardProps) {
  const { color, icon } = tones[tone];
  return (
    <Center mih="100dvh" p="md" data-testid={testId}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="md" align="flex-start">
          <Logo />
          <ThemeIcon size={48} radius="xl" variant="light" color={color} mt="sm">
            <svg width={26} height={26} viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path
                d={icon}
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
          <Button component={Link} to={actionTo}>
            {actionLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
