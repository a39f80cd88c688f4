import { Button, Kbd, Popover, Table, Text } from '@mantine/core';
import { FINE_NUDGE_STEP_MS, NUDGE_STEP_MS } from './word-shortcuts';

const shortcuts: { keys: string[][]; action: string }[] = [
  { keys: [['←'], ['→']], action: 'Previous / next word (the player follows)' },
  { keys: [['N']], action: 'Next low-confidence word (dotted underline)' },
  { keys: [['Enter']], action: 'Edit the word; Enter keeps it, Esc cancels' },
  { keys: [['S']], action: 'Split the word in two' },
  { keys: [['M']], action: 'Merge with the next word' },
  { keys: [['E']], action: 'Emphasise the word in the captions, or make it plain' },
  { keys: [['Delete']], action: 'Delete the word' },
  { keys: [['['], [']']], action: `Start ${NUDGE_STEP_MS} ms earlier / later` },
  { keys: [[','], ['.']], action: `End ${NUDGE_STEP_MS} ms earlier / later` },
  { keys: [['Shift']], action: `With [ ] , . : steps of ${FINE_NUDGE_STEP_MS} ms` },
  { keys: [['Ctrl', 'Z']], action: 'Undo' },
  { keys: [['Ctrl', 'Shift', 'Z']], action: 'Redo (also Ctrl+Y)' },
  {
    keys: [['Space'], ['K']],
    action: 'Play / pause, in the player (click the picture or Tab to its buttons)',
  },
];

/** The keys of the transcript editor, one click away. */
export function ShortcutsHelp() {
  return (
    <Popover width={360} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button size="compact-sm" variant="subtle" aria-label="Keyboard shortcuts">
          Shortcuts
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          Keyboard shortcuts
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          Click a word or Tab into the transcript, then use these keys. On a Mac use ⌘ for Ctrl.
        </Text>
        <Table withRowBorders={false} verticalSpacing={4} fz="xs">
          <Table.Tbody>
            {shortcuts.map(({ keys, action }) => (
              <Table.Tr key={action}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {keys.map((combo, i) => (
                    <span key={combo.join('+')}>
                      {i > 0 && ' '}
                      {combo.map((key, j) => (
                        <span key={key}>
                          {j > 0 && '+'}
                          <Kbd size="xs">{key}</Kbd>
                        </span>
                      ))}
                    </span>
                  ))}
                </Table.Td>
                <Table.Td>{action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
