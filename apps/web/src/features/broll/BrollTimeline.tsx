import { Text } from '@mantine/core';
import { type PointerEvent, useRef, useState } from 'react';
import classes from './BrollTimeline.module.css';
import { formatSpan } from './format-span';
import { blockLayout, type DragMode, dragSpan, nudgeSpan, pixelsToMs } from './timeline-geometry';
import type { BrollItem } from './use-broll';

interface Drag {
  index: number;
  mode: DragMode;
  originX: number;
  original: BrollItem;
  current: BrollItem;
}

export interface BrollTimelineProps {
  items: readonly BrollItem[];
  durationMs: number;
  currentTimeMs: number;
  labelOf: (item: BrollItem) => string;
  onChange: (index: number, item: BrollItem) => void;
  onSeek: (ms: number) => void;
  disabled?: boolean;
}

/**
 * The video's length as a track with the b-roll as blocks: drag (mouse or touch) to move, drag
 * an edge to resize, or focus a block and use the arrows (Shift: resize). Saved on release.
 */
export function BrollTimeline({
  items,
  durationMs,
  currentTimeMs,
  labelOf,
  onChange,
  onSeek,
  disabled = false,
}: BrollTimelineProps) {
  const track = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const width = () => track.current?.getBoundingClientRect().width ?? 0;

  const begin = (event: PointerEvent<HTMLElement>, index: number, mode: DragMode) => {
    const item = items[index];
    if (disabled || !item) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ index, mode, originX: event.clientX, original: item, current: item });
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const delta = pixelsToMs(event.clientX - drag.originX, width(), durationMs);
    setDrag({ ...drag, current: dragSpan(drag.original, drag.mode, delta, durationMs) });
  };
  const end = () => {
    if (!drag) return;
    const { index, original, current } = drag;
    setDrag(null);
    if (current.start_ms !== original.start_ms || current.end_ms !== original.end_ms)
      onChange(index, current);
  };
  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return;
    onSeek(Math.max(0, Math.min(durationMs, pixelsToMs(event.clientX - box.left, box.width, durationMs))));
  };

  const playhead = blockLayout({ start_ms: currentTimeMs, end_ms: currentTimeMs }, durationMs).left;
  return (
    <div>
      <div
        ref={track}
        className={classes.track}
        data-testid="broll-timeline"
        onPointerDown={seekAt}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        {items.map((stored, index) => {
          const item = drag?.index === index ? drag.current : stored;
          const { left, width: size } = blockLayout(item, durationMs);
          const handle = (mode: DragMode, side: 'left' | 'right') => (
            <span
              className={classes.handle}
              style={{ [side]: 0 }}
              data-testid={`broll-block-${mode}`}
              onPointerDown={(event) => begin(event, index, mode)}
            />
          );
          return (
            <div
              // Items have no id of their own; the order is by start and stable during a drag.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={classes.block}
              style={{ left: `${left}%`, width: `${size}%` }}
              role="slider"
              tabIndex={disabled ? -1 : 0}
              aria-label={`B-roll ${labelOf(stored)}`}
              aria-valuemin={0}
              aria-valuemax={durationMs}
              aria-valuenow={item.start_ms}
              aria-valuetext={formatSpan(item)}
              aria-disabled={disabled}
              data-testid="broll-block"
              onPointerDown={(event) => begin(event, index, 'move')}
              onKeyDown={(event) => {
                if (disabled) return;
                const next = nudgeSpan(stored, event.key, event.shiftKey, durationMs);
                if (!next) return;
                event.preventDefault();
                onChange(index, next);
              }}
            >
              {handle('start', 'left')}
              {labelOf(stored)}
              {handle('end', 'right')}
            </div>
          );
        })}
        <div className={classes.playhead} style={{ left: `${playhead}%` }} />
      </div>
      <Text size="xs" c="dimmed" mt={4}>
        Drag a block to move it, or its edges to resize it. With the keyboard: arrows move by 0.1 s, Shift +
        arrows change its length.
      </Text>
    </div>
  );
}
