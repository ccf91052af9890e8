/** The Credits page's own words (product §2.10). */
export const creditsStrings = {
  title: 'Credits',
  loadFailed: 'Could not load your credits. Please try again.',
  paymentReceived: 'Payment received — your credits will appear in a moment.',
  paymentCancelled: 'Payment cancelled. No money was taken.',
  buyHeading: 'Buy credits',
  buyHelp: 'Each job applied costs 1 credit. You pay on Stripe’s secure page and come back here.',
  price: '1 Job for 1 Credit',
  operatorHelp:
    'Buying credits is not available on this JobPilot. Credits are added by the administrator of this JobPilot.',
  historyHeading: 'History',
  noHistory: 'No changes yet.',
  olderNotShown: (shown: number, total: number) => `Showing the latest ${shown} of ${total} changes.`,
} as const;
