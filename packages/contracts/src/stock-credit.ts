// Whom a stock item credits and under which licence (title, author, source, licence): shown in
// the stock picker and kept with the item once it is imported into the media library.
import { z } from 'zod';

export const stockProviders = ['pexels', 'giphy', 'openverse', 'commons'] as const;
export type StockProviderName = (typeof stockProviders)[number];

/** The providers' names as people know them. */
export const stockProviderLabels: Record<StockProviderName, string> = {
  pexels: 'Pexels',
  giphy: 'GIPHY',
  openverse: 'Openverse',
  commons: 'Wikimedia Commons',
};

/** A link shown to people: https only, so a provider's answer can never smuggle in `javascript:`. */
export const linkUrlSchema = z.url({ protocol: /^https$/, error: 'must be an https link' });

export const stockCreditSchema = z.object({
  provider: z.enum(stockProviders),
  /** The work's title, when the provider gives one. */
  title: z.string().nullable(),
  author: z.string(),
  /** The author's page, when the provider gives one. */
  author_url: linkUrlSchema.nullable(),
  /** "CC BY-SA 4.0", "Public domain", "Pexels License". */
  licence: z.string(),
  licence_url: linkUrlSchema.nullable(),
  /** The item's own page at the provider (credits the author and states the licence). */
  source_url: linkUrlSchema,
});
export type StockCredit = z.infer<typeof stockCreditSchema>;
