import { useState } from 'react';
import styled from 'styled-components';
import { showFieldErrors } from '@app/shared/api';
import { startCheckout } from '../api/start-checkout';
import type { CreditPack } from '@app/shared/contract';
import { plural } from '@app/shared/format';
import { Button, toast } from '@app/shared/ui';
import { creditsStrings as s } from '../utils/credits-strings';
import { formatPrice } from '../utils/format-price';

const Packs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

interface Props {
  packs: CreditPack[];
  /** Where the browser goes to pay: a full page load of Stripe Checkout. */
  redirect: (url: string) => void;
}

/** product §2.10: one button per pack, or who adds credits when buying is not set up. */
export function BuyCredits({ packs, redirect }: Props) {
  const [buying, setBuying] = useState<number | null>(null);

  // The operator's command is in the README: a user is told who adds credits, not how.
  if (packs.length === 0) return <p>{s.operatorHelp}</p>;

  const buy = async (pack: CreditPack) => {
    setBuying(pack.credits);
    try {
      const { url } = await startCheckout(pack.credits);
      redirect(url); // the page stays busy until the browser leaves
    } catch (error) {
      // The pack's reason (no longer on sale) in plain words, without the field's name.
      const rest = showFieldErrors(error, ['pack'], (_field, message) => toast.error(message));
      if (rest) toast.error(rest);
      setBuying(null);
    }
  };

  return (
    <>
      <p>{s.buyHelp}</p>
      <Packs>
        {packs.map((pack) => (
          <li key={pack.credits}>
            <Button onClick={() => void buy(pack)} disabled={buying !== null} aria-busy={buying === pack.credits}>
              Buy {plural(pack.credits, 'credit')} for {formatPrice(pack.amount, pack.currency)}
            </Button>
          </li>
        ))}
      </Packs>
    </>
  );
}
