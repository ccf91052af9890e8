import { useState } from 'react';
import styled from 'styled-components';
import { showFieldErrors, startCheckout } from '@app/shared/api';
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

const Command = styled.code`
  display: block;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

interface Props {
  packs: CreditPack[];
  email: string;
  /** Where the browser goes to pay: a full page load of Stripe Checkout. */
  redirect: (url: string) => void;
}

/** product §2.10: one button per pack, or how to get credits when buying is not set up. */
export function BuyCredits({ packs, email, redirect }: Props) {
  const [buying, setBuying] = useState<number | null>(null);

  if (packs.length === 0) {
    return (
      <>
        <p>{s.operatorHelp}</p>
        <Command>pnpm --filter server cli credits grant {email || '<your email>'} &lt;credits&gt;</Command>
      </>
    );
  }

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
