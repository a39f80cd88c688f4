import { Alert, Text } from '@mantine/core';

/** Said beside suggestions made without a model, so nobody takes them for AI. */
export function BasicSuggestionsNote({ testId }: { testId: string }) {
  return (
    <Alert color="gray" variant="light" title="Basic suggestions" data-testid={testId}>
      <Text size="sm">
        These were picked from the transcript's own words, without AI. To get AI suggestions, an administrator
        sets LLM_BASE_URL, LLM_API_KEY and LLM_MODEL on the server (any OpenAI-compatible chat API, such as
        OpenAI, Ollama or vLLM) and restarts it.
      </Text>
    </Alert>
  );
}
