import styled from 'styled-components';
import { queries, useServerQuery } from '@app/shared/query';
import { useLocation } from '@app/shared/router';
import { Card, ErrorBanner, Spinner } from '@app/shared/ui';
import { plural } from '@app/shared/format';
import { creditsStrings as s } from '../utils/credits-strings';
import { BuyCredits } from './buy-credits';
import { CreditLedger } from './credit-ledger';

const Page = styled(Card)`
  max-width: 880px;
  margin: 0 auto;
  h1 {
    margin: 0 0 8px;
  }
  h2 {
    margin: 24px 0 12px;
    font-size: 1.125rem;
  }
  .balance {
    font-size: 1.25rem;
    font-weight: 600;
    margin: 0 0 4px;
  }
  .price {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const leaveFor = (url: string) => window.location.assign(url);

/**
 * product §2.10 "Credits": the balance and what a job costs, buying a pack (Stripe Checkout) or
 * who adds credits, and the history of the balance. Coming back from Checkout, `?checkout=`
 * says how it went; the credits themselves arrive with the webhook, live.
 */
export function CreditsPage({ redirect = leaveFor }: { redirect?: (url: string) => void }) {
  const { data, isPending, isError } = useServerQuery(queries.credits());
  const checkout = new URLSearchParams(useLocation().search).get('checkout');

  return (
    <Page as="section" aria-labelledby="credits-heading">
      <h1 id="credits-heading">{s.title}</h1>
      {checkout === 'success' && <Notice role="status">{s.paymentReceived}</Notice>}
      {checkout === 'cancelled' && <Notice role="status">{s.paymentCancelled}</Notice>}
      {isPending ? (
        <Spinner label="Loading credits" />
      ) : isError || !data ? (
        <ErrorBanner>{s.loadFailed}</ErrorBanner>
      ) : (
        <>
          <p className="balance">You have {plural(data.balance, 'credit')}.</p>
          <p className="price">{s.price}</p>
          <h2>{s.buyHeading}</h2>
          <BuyCredits packs={data.packs} redirect={redirect} />
          <h2>{s.historyHeading}</h2>
          {data.entries.length === 0 ? <p>{s.noHistory}</p> : <CreditLedger entries={data.entries} />}
          {data.total_entries > data.entries.length && (
            <p>{s.olderNotShown(data.entries.length, data.total_entries)}</p>
          )}
        </>
      )}
    </Page>
  );
}
