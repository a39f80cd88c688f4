import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { QueryErrorState } from '../../components/QueryErrorState';
import { featureLimitRows } from './feature-limits';
import { PlanSection } from './PlanSection';
import { useUserFeatures } from './use-user-features';

/** What the plan allows: fonts, uploads, projects, templates and upload size. */
export function FeatureLimitsTable() {
  const { data: features, errorMessage, retry, isRetrying } = useUserFeatures();
  return (
    <PlanSection title="Features" testId="plan-features">
      {features ? (
        <Table verticalSpacing="sm" aria-label="Plan features">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Feature</Table.Th>
              <Table.Th ta="right">Your limit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {featureLimitRows(features).map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={row.included ? 500 : 400} c={row.included ? undefined : 'dimmed'}>
                    {row.allowance}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : errorMessage ? (
        <QueryErrorState
          title="Features could not be loaded"
          message={errorMessage}
          onRetry={retry}
          isRetrying={isRetrying}
        />
      ) : (
        <Stack gap="sm">
          {[1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} height={22} />
          ))}
        </Stack>
      )}
    </PlanSection>
  );
}
