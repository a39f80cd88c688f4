import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '../../components/PageContainer';
import { RedeemCodeForm } from './RedeemCodeForm';
import { RedeemSuccess } from './RedeemSuccess';
import { useRedeemCode } from './use-redeem-code';

export function RedeemCodePage() {
  const redeem = useRedeemCode();
  return (
    <PageContainer>
      <Stack gap="lg" maw={640}>
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Redeem Code
          </Title>
          <Text c="dimmed">A code can upgrade your plan, add video credits, or both.</Text>
        </Stack>
        {redeem.isSuccess ? (
          <RedeemSuccess message={redeem.data} onRedeemAnother={redeem.reset} />
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <RedeemCodeForm redeem={redeem} />
          </Paper>
        )}
      </Stack>
    </PageContainer>
  );
}
