import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';

interface AuthPageFrameProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** The centred card every signed-out page (login, sign-up, password reset…) sits in. */
export function AuthPageFrame({ title, description, children }: AuthPageFrameProps) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="md">
          <Logo to="/" />
          <div>
            <Title order={1} fz="h2">
              {title}
            </Title>
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
