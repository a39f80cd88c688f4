import { Alert, Anchor, List, Text } from '@mantine/core';
import { formatWordTime } from './format-time';
import type { SaveFailure } from './save-errors';

interface SaveErrorListProps {
  failure: SaveFailure;
  onShowWord: (index: number) => void;
}

/** Why the save was refused, word by word, each with a link to the word to fix. */
export function SaveErrorList({ failure, onShowWord }: SaveErrorListProps) {
  return (
    <Alert color="red" variant="light" title="The transcript was not saved" data-testid="save-errors">
      {failure.message && <Text size="sm">{failure.message}</Text>}
      {failure.wordErrors.length > 0 && (
        <List size="sm" spacing={4} mt={failure.message ? 'xs' : 0}>
          {failure.wordErrors.map(({ index, word, message }) => (
            <List.Item key={index}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                underline="always"
                onClick={() => onShowWord(index)}
              >
                “{word.text}” at {formatWordTime(word.start)}
              </Anchor>
              : {message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
