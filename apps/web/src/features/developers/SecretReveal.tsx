import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { copyInputText } from './copy-text';

interface SecretRevealProps {
  /** What the secret is ("API key "Nightly export""). */
  label: string;
  secret: string;
  /** The warning's title ("You won't see it again"). */
  noteTitle: string;
  /** What to do with it, and why now. */
  note: string;
  /** Heard with the field when focus lands on it. */
  hint: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const copyMessages: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'This browser did not let us copy it. It is selected: press Ctrl+C (⌘C on a Mac).',
};

/**
 * A secret as the server shows it: focused and selected as it appears, so a keyboard or screen
 * reader user lands on it, with a Copy button and a warning of what becomes of it.
 */
export function SecretReveal({ label, secret, noteTitle, note, hint }: SecretRevealProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const copy = async () => {
    if (!inputRef.current) return;
    setCopyState((await copyInputText(inputRef.current)) ? 'copied' : 'failed');
  };

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={noteTitle}>
        <Text size="sm">{note}</Text>
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={inputRef}
          label={label}
          value={secret}
          readOnly
          description={hint}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
          autoComplete="off"
          // 16px: at 14px Chromium drops the underscores of DejaVu Sans Mono (Linux's monospace) in an input.
          size="md"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button size="md" variant={copyState === 'copied' ? 'light' : 'filled'} onClick={() => void copy()}>
          {copyState === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </Group>
      <Text size="sm" c={copyState === 'failed' ? 'orange' : 'dimmed'} role="status" mih="1.4em">
        {copyMessages[copyState]}
      </Text>
    </Stack>
  );
}
