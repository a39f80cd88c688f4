import { profileFieldsSchema, type User } from '@captionist/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NoticeAlert } from '../../components/NoticeAlert';
import { showToast } from '../../lib/toast';
import { useAuth } from '../../lib/use-auth';
import { useFormSubmit } from '../../lib/use-form-submit';
import { AvatarPicker } from './AvatarPicker';
import { type ProfileUpdate, requestProfileUpdate } from './profile-requests';

/** First name, last name and picture, saved together. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { updateUser } = useAuth();
  const form = useForm<ProfileUpdate>({
    initialValues: { firstname: user.firstname, lastname: user.lastname, file: null },
    validate: schemaResolver(profileFieldsSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, {
    request: requestProfileUpdate,
    onSuccess: (saved) => {
      updateUser(saved);
      const values = { firstname: saved.firstname, lastname: saved.lastname, file: null };
      form.setInitialValues(values);
      form.setValues(values);
      showToast({
        type: 'success',
        title: 'Profile saved',
        message: 'Your name and picture are up to date.',
      });
    },
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            Your details
          </Title>
          {submit.failureMessage && <NoticeAlert tone="error" message={submit.failureMessage} />}
          <AvatarPicker
            user={user}
            file={form.values.file}
            error={form.errors.file ? String(form.errors.file) : undefined}
            onChange={(file) => form.setFieldValue('file', file)}
            onError={(message) => form.setFieldError('file', message)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              {...form.getInputProps('lastname')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
