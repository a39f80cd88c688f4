import { HOOK_TEXT_MAX, type VideoDetail } from '@captionist/contracts';
import { Alert, Button, Group, NumberInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { BasicSuggestionsNote } from '../../components/BasicSuggestionsNote';
import { SaveStateIndicator } from '../../components/SaveStateIndicator';
import { errorMessage } from '../../lib/normalise-error';
import { requestTitleHooks } from './hook-title-requests';
import { DEFAULT_HOOK_DURATION_MS, useHookTitle } from './use-hook-title';

/**
 * The hook title over the video's first seconds: a suggestion (AI or basic) or the user's own
 * words, and how long it shows. Saved with the video's edits; drawn by the preview and render.
 */
export function HookTitlePanel({ video }: { video: VideoDetail }) {
  const hook = useHookTitle(video.id);
  const suggest = useMutation({ mutationFn: () => requestTitleHooks(video.id) });
  const locked = video.status === 'rendering';
  const durationS = (hook.hook?.duration_ms ?? DEFAULT_HOOK_DURATION_MS) / 1000;

  return (
    <Stack gap="sm" component="section" aria-label="Hook title" data-testid="hook-panel">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          Hook title
        </Title>
        {hook.ready && <SaveStateIndicator state={hook.save} testId="hook-save-state" />}
      </Group>
      {hook.save.status === 'failed' && (
        <Alert color="red" variant="light" title="The hook title is not saved" data-testid="hook-save-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{hook.save.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={hook.retrySave}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {hook.query.isError ? (
        <Alert color="red" variant="light" title="The hook title could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(hook.query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void hook.query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : !hook.ready ? (
        <Skeleton height={90} radius="sm" role="status" aria-label="Loading the hook title" />
      ) : (
        <Stack gap="sm">
          <TextInput
            label="Hook title"
            description="Shown over the first seconds of the video, in the caption style."
            placeholder="Type your own, or ask for suggestions"
            maxLength={HOOK_TEXT_MAX}
            value={hook.hook?.text ?? ''}
            disabled={locked}
            error={hook.problem}
            onChange={(event) => hook.setText(event.currentTarget.value)}
          />
          <Group align="flex-end" gap="sm">
            <NumberInput
              label="Shown for (seconds)"
              min={0.5}
              max={15}
              step={0.5}
              decimalScale={1}
              w={160}
              value={durationS}
              disabled={locked || !hook.hook}
              onChange={(value) => {
                if (typeof value === 'number') hook.setDurationMs(Math.round(value * 1000));
              }}
            />
            <Button variant="default" color="red" disabled={locked || !hook.hook} onClick={hook.remove}>
              Remove hook
            </Button>
          </Group>
          <Group gap="sm">
            <Button
              variant="light"
              loading={suggest.isPending}
              disabled={locked}
              onClick={() => suggest.mutate()}
            >
              Suggest hooks
            </Button>
          </Group>
          {suggest.isError && (
            <Text size="sm" c="red" role="alert">
              {errorMessage(suggest.error)}
            </Text>
          )}
          {suggest.data && (
            <Stack gap="xs" data-testid="hook-suggestions">
              {suggest.data.source === 'basic' && <BasicSuggestionsNote testId="hook-basic-note" />}
              {suggest.data.hooks.map((text) => (
                <Group key={text} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{text}</Text>
                  <Button
                    size="xs"
                    variant={hook.hook?.text === text ? 'filled' : 'default'}
                    disabled={locked}
                    aria-label={`Use “${text}”`}
                    onClick={() => hook.setText(text)}
                  >
                    Use
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
