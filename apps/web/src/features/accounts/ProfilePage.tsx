import { Stack, Title } from '@mantine/core';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/use-auth';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeveloperSettingsCard } from './DeveloperSettingsCard';
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
            <DeveloperSettingsCard />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
