import { type StockCredit as Credit, stockProviderLabels } from '@captionist/contracts';
import { Anchor, Text } from '@mantine/core';

/** Only https links are followed; anything else is shown as plain text. */
const isHttps = (url: string | null): url is string => url?.startsWith('https://') ?? false;

/**
 * The credit a stock item's licence asks for: its title, the author linked to the item's page at
 * the source, and the licence linked to its text. All of it is the provider's text, rendered as
 * text; links open in a new tab without telling the other site who we are.
 */
export function StockCredit({ credit, size = 'xs' }: { credit: Credit; size?: 'xs' | 'sm' }) {
  const link = (href: string | null, label: string, name: string) =>
    isHttps(href) ? (
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        inherit
        underline="always"
        data-testid={name}
      >
        {label}
      </Anchor>
    ) : (
      label
    );
  return (
    <Text size={size} c="dimmed" data-testid="stock-credit" lineClamp={2}>
      {credit.title ? `${credit.title} by ` : 'By '}
      {link(credit.source_url, credit.author, 'stock-credit-author')} ·{' '}
      {link(credit.licence_url, credit.licence, 'stock-credit-licence')} ·{' '}
      {stockProviderLabels[credit.provider]}
    </Text>
  );
}
