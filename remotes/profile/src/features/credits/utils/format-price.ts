/**
 * A pack's price, given in the currency's smallest unit as Stripe takes it ("$5.00" for 500 usd,
 * "¥500" for 500 jpy): Intl knows how many decimals each currency has.
 */
export function formatPrice(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}
