import { Box } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ComponentProps, type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { TranscriptLine as Line } from '../transcript';
import { TranscriptLine } from './TranscriptLine';

type LineProps = Omit<
  ComponentProps<typeof TranscriptLine>,
  'line' | 'activeIndex' | 'selectedIndex' | 'tabStopIndex' | 'editingIndex' | 'last'
>;

interface TranscriptLinesProps extends LineProps {
  lines: readonly Line[];
  wordCount: number;
  active: number;
  selected: number;
  editing: number;
  listRef: Ref<HTMLDivElement>;
}

/** A line's height before it is measured: one row of words with its gap. */
const ESTIMATED_LINE_PX = 34;
/** Lines drawn beyond the screen each way, so a quick scroll does not show blank space. */
const OVERSCAN_LINES = 10;

/**
 * The transcript's lines, only those near the screen in the document (a 30,000-word transcript
 * would otherwise take seconds to draw and every click a second: bench/transcript-paint.ts). The
 * page scrolls, so the window is the scroller. The lines of the selected and edited words are
 * always drawn, so that the one tab stop exists and focus can move to a word off screen (the
 * browser then scrolls to it).
 */
export function TranscriptLines({
  lines,
  wordCount,
  active,
  selected,
  editing,
  listRef,
  ...lineProps
}: TranscriptLinesProps) {
  const list = useRef<HTMLDivElement | null>(null);
  const setList = useCallback(
    (node: HTMLDivElement | null) => {
      list.current = node;
      if (typeof listRef === 'function') listRef(node);
      else if (listRef) listRef.current = node;
    },
    [listRef],
  );
  // Where the list starts in the document: what is above it (notices, tools) can change height.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const offset = Math.round(node.getBoundingClientRect().top + window.scrollY);
    if (offset !== top) setTop(offset);
  });
  const tabStop = Math.max(selected, 0);
  const lineOf = (index: number) => lineIndexOf(lines, index);
  const pinned = [lineOf(tabStop), lineOf(editing)].filter((line) => line >= 0);
  const virtualizer = useWindowVirtualizer({
    count: lines.length,
    estimateSize: () => ESTIMATED_LINE_PX,
    overscan: OVERSCAN_LINES,
    scrollMargin: top,
    // A line is never 0 px tall: reading 0 means it is not laid out (the tab is hidden), and its
    // estimate keeps the list's height meanwhile.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_LINE_PX,
    rangeExtractor: (range) => {
      const indexes = new Set<number>();
      for (
        let i = Math.max(0, range.startIndex - range.overscan);
        i <= Math.min(range.count - 1, range.endIndex + range.overscan);
        i++
      )
        indexes.add(i);
      for (const line of pinned) indexes.add(line);
      return [...indexes].sort((a, b) => a - b);
    },
  });
  const within = (index: number, line: Line) =>
    index >= line.first && index < line.first + line.words.length ? index : -1;

  return (
    <Box
      ref={setList}
      role="group"
      aria-label="Transcript"
      data-testid="transcript"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const line = lines[item.index] as Line;
        return (
          <div
            key={line.first}
            ref={virtualizer.measureElement}
            data-index={item.index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <TranscriptLine
              line={line}
              activeIndex={within(active, line)}
              selectedIndex={within(selected, line)}
              tabStopIndex={within(tabStop, line)}
              editingIndex={within(editing, line)}
              last={line.first + line.words.length === wordCount}
              {...lineProps}
            />
          </div>
        );
      })}
    </Box>
  );
}

/** The line holding a word (binary search: lines are in word order); -1 for none. */
function lineIndexOf(lines: readonly Line[], index: number): number {
  if (index < 0) return -1;
  let low = 0;
  let high = lines.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const line = lines[middle] as Line;
    if (index < line.first) high = middle - 1;
    else if (index >= line.first + line.words.length) low = middle + 1;
    else return middle;
  }
  return -1;
}
