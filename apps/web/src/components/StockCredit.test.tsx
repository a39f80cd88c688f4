import type { StockCredit as Credit } from '@captionist/contracts';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StockCredit } from './StockCredit';

const credit: Credit = {
  provider: 'commons',
  title: null,
  author: 'Bo',
  author_url: null,
  licence: 'Public domain',
  licence_url: null,
  source_url: 'https://commons.wikimedia.org/wiki/File:Bo.gif',
};
const show = (value: Credit) =>
  render(
    <MantineProvider>
      <StockCredit credit={value} />
    </MantineProvider>,
  );

describe('StockCredit', () => {
  afterEach(cleanup);

  it('shows a licence without a link as plain text', () => {
    show(credit);
    expect(screen.getByTestId('stock-credit').textContent).toBe('By Bo · Public domain · Wikimedia Commons');
    expect(screen.queryByTestId('stock-credit-licence')).toBeNull();
    expect(screen.getByTestId('stock-credit-author').getAttribute('href')).toBe(credit.source_url);
  });

  it('never links anything but https, whatever reaches it', () => {
    show({ ...credit, source_url: 'javascript:alert(1)', licence_url: 'http://example.org/licence' });
    expect(screen.getByTestId('stock-credit').querySelector('a')).toBeNull();
  });
});
