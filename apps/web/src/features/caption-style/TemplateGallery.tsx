import { type CaptionStyle, defaultCaptionStyle } from '@captionist/captions';
import type { ClientTemplate } from '@captionist/contracts';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { showToast } from '../../lib/toast';
import { useUserFeatures } from '../plans';
import { deleteTemplate, toCaptionStyle } from './caption-style-requests';
import { refreshTemplates } from './library-queries';
import { SaveTemplateModal } from './SaveTemplateModal';
import { sameStyle } from './same-style';
import { TemplateCard } from './TemplateCard';
import { templateAllowance } from './template-allowance';
import type { CaptionStyleState } from './use-caption-style';

interface GalleryEntry {
  template: ClientTemplate;
  style: CaptionStyle;
}

/** System presets and the user's own templates: pick one to apply it; save the current style. */
export function TemplateGallery({ captions }: { captions: CaptionStyleState }) {
  const queryClient = useQueryClient();
  const { templates, setDefault, query } = captions.templates;
  const features = useUserFeatures();
  const [editing, setEditing] = useState<{ template?: ClientTemplate } | null>(null);
  const [deleting, setDeleting] = useState<ClientTemplate | null>(null);
  const entries = useMemo<GalleryEntry[]>(
    () =>
      templates.map((template) => ({
        template,
        style: toCaptionStyle(template.settings) ?? defaultCaptionStyle,
      })),
    [templates],
  );
  const appliedId = entries.find((entry) => sameStyle(entry.style, captions.style))?.template.id;
  const own = entries.filter((entry) => !entry.template.isSystem);
  const system = entries.filter((entry) => entry.template.isSystem);
  const allowance = templateAllowance(features.data, own.length);

  const card = ({ template, style }: GalleryEntry) => (
    <TemplateCard
      key={template.id}
      template={template}
      applied={template.id === appliedId}
      onApply={() => captions.setStyle(style)}
      onSetDefault={() => {
        setDefault(template);
        showToast({
          type: 'success',
          title: 'Default template set',
          message: `New videos start with “${template.name}”.`,
        });
      }}
      {...(template.isSystem
        ? {}
        : { onUpdate: () => setEditing({ template }), onDelete: () => setDeleting(template) })}
    />
  );

  if (templates.length === 0) {
    return (
      <Stack gap="xs" align="flex-start" data-testid="templates-missing">
        <Text size="sm" c="dimmed">
          No templates to show right now. You can still style the captions below.
        </Text>
        <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
          Load the templates again
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, xs: 3, md: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
        {system.map(card)}
      </SimpleGrid>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Your templates
            {allowance.usage && (
              <Text span size="xs" c="dimmed" fw={400} ml={6}>
                {allowance.usage}
              </Text>
            )}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing({})}
            disabled={allowance.blockedMessage !== null || captions.locked}
          >
            Save as template
          </Button>
        </Group>
        {allowance.blockedMessage && (
          <Text size="xs" c="dimmed" data-testid="template-allowance">
            {allowance.blockedMessage}{' '}
            <Anchor component={Link} to="/my-plan" size="xs" underline="always">
              See your plan
            </Anchor>
          </Text>
        )}
        {own.length > 0 ? (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
            {own.map(card)}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed" data-testid="own-templates-empty">
            None yet. Style the captions, then save the look to reuse it on other videos.
          </Text>
        )}
      </Stack>
      <SaveTemplateModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        style={captions.style}
        {...(editing?.template ? { template: editing.template } : {})}
        onSaved={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this template?"
        confirmLabel="Delete template"
        failureTitle="The template was not deleted"
        remove={() => deleteTemplate(deleting?.id ?? '')}
        onDeleted={() => {
          setDeleting(null);
          void refreshTemplates(queryClient);
        }}
      >
        “{deleting?.name}” will be gone for good. Videos styled with it keep their style.
      </ConfirmDeleteModal>
    </Stack>
  );
}
