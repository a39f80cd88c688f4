import { Alert, List, Stack, Text } from '@mantine/core';

/**
 * Said beside suggestions made without a model, so nobody takes them for AI, with what a model
 * would add and how an administrator switches one on.
 */
export function BasicSuggestionsNote({ testId }: { testId: string }) {
  return (
    <Alert color="gray" variant="light" title="Offline suggestions, without AI" data-testid={testId}>
      <Stack gap="xs">
        <Text size="sm">
          These come from your transcript alone: hooks follow common patterns around what you talk about,
          b-roll keywords are the things you name. With a language model they get much better:
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>hooks written for your video, in your voice;</List.Item>
          <List.Item>b-roll chosen for what each sentence means, not only the nouns in it;</List.Item>
          <List.Item>emoji and emphasis picked for meaning, not from a word list.</List.Item>
        </List>
        <Text size="sm">
          To switch it on, an administrator sets LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if the service
          needs one) on the server and restarts it. Any OpenAI-compatible chat API works, including one
          running on your own machine, such as Ollama or vLLM.
        </Text>
      </Stack>
    </Alert>
  );
}
