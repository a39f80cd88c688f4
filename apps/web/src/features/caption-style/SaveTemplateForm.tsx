import type { CaptionStyle } from '@captionist/captions';
import { type Template, templateSaveRequestSchema } from '@captionist/contracts';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { saveTemplate } from './caption-style-requests';
import { refreshTemplates } from './library-queries';

// The form checks the name and description; the style is the one being edited.
const formSchema = templateSaveRequestSchema.pick({ name: true, description: true });

export interface SaveTemplateFormProps {
  style: CaptionStyle;
  /** Set to update one of the user's own templates instead of making a new one. */
  template?: { id: string; name: string; description: string };
  onSaved: (template: Template) => void;
  onCancel: () => void;
}

/** Names the current style and saves it as a template (new, or over one of the user's own). */
export function SaveTemplateForm({ style, template, onSaved, onCancel }: SaveTemplateFormProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: template?.name ?? '', description: template?.description ?? '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, {
    request: ({ name, description }) =>
      saveTemplate({
        ...(template ? { id: template.id } : {}),
        name: name.trim(),
        description: description.trim(),
        settings: style,
      }),
    onSuccess: (saved) => {
      void refreshTemplates(queryClient);
      showToast({
        type: 'success',
        title: template ? 'Template updated' : 'Template saved',
        message: `“${saved.name}” is in your templates.`,
      });
      onSaved(saved);
    },
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {submit.failureMessage && (
          <Alert
            color="red"
            variant="light"
            title="The template was not saved"
            data-testid="template-save-error"
          >
            {submit.failureMessage}
          </Alert>
        )}
        <TextInput
          label="Template name"
          placeholder="e.g. Bold yellow"
          required
          maxLength={60}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          placeholder="Optional: when you use it"
          rows={2}
          maxLength={300}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending}>
            {template ? 'Update template' : 'Save template'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
