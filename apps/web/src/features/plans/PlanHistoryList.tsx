import type { HistoryEntry } from '@captionist/contracts';
import { Text, Timeline } from '@mantine/core';
import { PlanSection } from './PlanSection';
import { formatDate } from './plan-formatting';
import { historyItems } from './plan-history';

/** What happened to the plan, newest first. */
export function PlanHistoryList({ history }: { history: HistoryEntry[] }) {
  const items = historyItems(history);
  return (
    <PlanSection title="History" testId="plan-history">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened to your plan yet.
        </Text>
      ) : (
        <Timeline active={0} bulletSize={14} lineWidth={2}>
          {items.map((item) => (
            <Timeline.Item key={item.key} title={item.label}>
              {item.description && (
                <Text size="sm" c="dimmed">
                  {item.description}
                </Text>
              )}
              <Text component="time" dateTime={item.at} size="xs" c="dimmed" display="block">
                {formatDate(item.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </PlanSection>
  );
}
