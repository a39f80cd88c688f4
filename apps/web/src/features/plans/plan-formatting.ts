// How plan values read on screen; the locale defaults to the browser's.
import type { BillingPlan } from '@captionist/contracts';

export function formatPrice(cents: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

const intervalLabels: Record<BillingPlan['interval'], string> = {
  month: 'per month',
  year: 'per year',
  lifetime: 'once',
  none: '',
};

export const billingIntervalLabel = (interval: BillingPlan['interval']) => intervalLabels[interval];

/** A server timestamp as a date, e.g. "Mar 5, 2026"; text that is not a date is shown as is. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A video length limit in seconds, in minutes, e.g. "5 min". */
export function formatMinutes(seconds: number, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(seconds / 60);
}

export const formatCount = (value: number, locale?: string) => new Intl.NumberFormat(locale).format(value);
