import { Stack, Title } from '@mantine/core';
import { useAuth } from '../auth/use-auth';
import { PageContainer } from '../theme/PageContainer';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';

export function ProfilePage() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <Stack gap="lg" maw={720}>
        <Title order={1} fz="h2">
          Profile
        </Title>
        {user && (
          <>
            <ProfileDetailsForm user={user} />
            <ChangePasswordForm user={user} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
