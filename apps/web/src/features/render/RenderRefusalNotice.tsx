import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RenderRefusal } from './render-refusal';

/** Why the video cannot be rendered (spec §5), with the way to the plan page when it can help. */
export function RenderRefusalNotice({ refusal }: { refusal: RenderRefusal }) {
  return (
    <Alert color="red" title="This video cannot be rendered" role="alert" data-testid="render-refusal">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{refusal.message}</Text>
        {refusal.hint && <Text size="sm">{refusal.hint}</Text>}
        {refusal.fixableOnPlanPage && (
          <Anchor component={Link} to="/my-plan" size="sm">
            See your plan and credits
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
