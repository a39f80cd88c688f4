import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { describeFormFailure } from '../lib/form-failure';
import type { ApiError } from '../lib/normalise-error';
import { showToast } from '../lib/toast';

export interface NameFormProps<Result> {
  label: string;
  submitLabel: string;
  initialName: string;
  /** The contracts' request schema ({name}), so the messages match the server's. */
  schema: Parameters<typeof schemaResolver>[0];
  save: (name: string) => Promise<Result>;
  onSaved: (result: Result) => void;
  onCancel: () => void;
  /** Title of the toast for a failure no input can show. */
  failureTitle: string;
  /** Also told of a failure no input can show, after the toast. */
  onRefused?: (error: ApiError) => void;
}

/** One name to type and save: field errors under the input, other failures in a toast. */
export function NameForm<Result>({
  label,
  submitLabel,
  initialName,
  schema,
  save,
  onSaved,
  onCancel,
  failureTitle,
  onRefused,
}: NameFormProps<Result>) {
  const form = useForm({
    initialValues: { name: initialName },
    validate: schemaResolver(schema, { sync: true }),
  });
  const mutation = useMutation<Result, ApiError, string>({
    mutationFn: save,
    onSuccess: onSaved,
    onError: (error) => {
      const failure = describeFormFailure(error, ['name']);
      form.setErrors(failure.fieldErrors);
      if (!failure.message) return;
      showToast({ type: 'error', title: failureTitle, message: failure.message });
      onRefused?.(error);
    },
  });

  return (
    <form onSubmit={form.onSubmit(({ name }) => mutation.mutate(name.trim()))} noValidate>
      <Stack gap="md">
        <TextInput label={label} required data-autofocus {...form.getInputProps('name')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
