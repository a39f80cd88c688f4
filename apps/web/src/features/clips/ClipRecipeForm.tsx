import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';

export interface ClipRecipe {
  hook_from_title: boolean;
  vertical: boolean;
}

interface ClipRecipeFormProps {
  count: number;
  pending: boolean;
  error: string | null;
  onMake: (recipe: ClipRecipe) => void;
}

/** What every accepted clip gets, chosen once; the caption style is this video's own. */
export function ClipRecipeForm({ count, pending, error, onMake }: ClipRecipeFormProps) {
  const [recipe, setRecipe] = useState<ClipRecipe>({ hook_from_title: true, vertical: true });
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
          Each accepted clip becomes a video of its own in this project, with this video's caption style.
        </Text>
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
