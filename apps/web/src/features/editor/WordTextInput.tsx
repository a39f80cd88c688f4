import { useRef, useState } from 'react';
import classes from './TranscriptWord.module.css';

interface WordTextInputProps {
  text: string;
  /** The typed text (spaces split the word, nothing deletes it), or null to keep the word as it was. */
  onDone: (text: string | null) => void;
}

/** A word being retyped in place, as wide as its text. */
export function WordTextInput({ text, onDone }: WordTextInputProps) {
  const [value, setValue] = useState(text);
  // Enter and Esc end the edit and unmount the input, whose blur must not end it a second time.
  const ended = useRef(false);
  const end = (result: string | null) => {
    if (ended.current) return;
    ended.current = true;
    onDone(result);
  };
  return (
    <input
      className={classes.input}
      aria-label={`Edit the word ${text}`}
      value={value}
      size={Math.max(value.length, 3)}
      // biome-ignore lint/a11y/noAutofocus: the person asked to edit this word; the typing goes here.
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          end(value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          end(null);
        }
      }}
      onBlur={() => end(value)}
    />
  );
}
