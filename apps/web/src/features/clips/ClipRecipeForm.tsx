import type { SilencePace } from '@captionist/captions';
import { type ClipRecipe, clipRecipeSchema } from '@captionist/contracts';
import { Alert, Button, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTemplates } from '../caption-style';

interface ClipRecipeFormProps {
  count: number;
  pending: boolean;
  error: string | null;
  onMake: (recipe: ClipRecipe) => void;
}

const VIDEO_STYLE = 'video';
const KEEP_PAUSES = 'keep';
const pauseChoices: { value: SilencePace | typeof KEEP_PAUSES; label: string }[] = [
  { value: KEEP_PAUSES, label: 'Keep the pauses' },
  { value: 'natural', label: 'Cut pauses: natural' },
  { value: 'fast', label: 'Cut pauses: fast' },
  { value: 'extra-fast', label: 'Cut pauses: extra fast' },
];

/**
 * What every accepted clip gets, chosen once: the editor's own buttons (emoji, emphasis, remove
 * silences) and a caption template, done for each clip as it is made.
 */
export function ClipRecipeForm({ count, pending, error, onMake }: ClipRecipeFormProps) {
  // The server's defaults: a request without a recipe gets the same.
  const [recipe, setRecipe] = useState<ClipRecipe>(() => clipRecipeSchema.parse({}));
  const { templates, query } = useTemplates();
  const styleChoices = [
    { value: VIDEO_STYLE, label: "This video's caption style" },
    ...templates.map((template) => ({ value: template.id, label: `Template: ${template.name}` })),
  ];
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="section"
      aria-label="Clip recipe"
      data-testid="clip-recipe"
    >
      <Stack gap="xs">
        <Title order={4} fz="sm">
          Clip recipe
        </Title>
        <Text size="xs" c="dimmed">
          Each accepted clip becomes a video of its own in this project, made this way.
        </Text>
        <Select
          label="Captions"
          size="xs"
          data={styleChoices}
          value={recipe.template_id ?? VIDEO_STYLE}
          onChange={(value) =>
            setRecipe({ ...recipe, template_id: !value || value === VIDEO_STYLE ? null : value })
          }
          allowDeselect={false}
          disabled={query.isPending}
        />
        <Switch
          label="Title as the hook over the first seconds"
          checked={recipe.hook_from_title}
          onChange={(event) => setRecipe({ ...recipe, hook_from_title: event.currentTarget.checked })}
        />
        <Switch
          label="Vertical 9:16, following the face"
          checked={recipe.vertical}
          onChange={(event) => setRecipe({ ...recipe, vertical: event.currentTarget.checked })}
        />
        <Switch
          label="Emphasise keywords"
          checked={recipe.emphasis}
          onChange={(event) => setRecipe({ ...recipe, emphasis: event.currentTarget.checked })}
        />
        <Switch
          label="Add emoji"
          checked={recipe.emoji}
          onChange={(event) => setRecipe({ ...recipe, emoji: event.currentTarget.checked })}
        />
        <Select
          label="Pauses"
          size="xs"
          data={pauseChoices}
          value={recipe.silences ?? KEEP_PAUSES}
          onChange={(value) =>
            setRecipe({
              ...recipe,
              silences: !value || value === KEEP_PAUSES ? null : (value as SilencePace),
            })
          }
          allowDeselect={false}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={() => onMake(recipe)} loading={pending}>
            {count === 1 ? 'Make 1 video' : `Make ${count} videos`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
