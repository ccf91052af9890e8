import styled from 'styled-components';
import { plural } from '@app/shared/format';
import { Link } from '@app/shared/router';
import { creditsNeeded } from '../utils/credits-needed';

const Box = styled.div`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: #fff7ed;
  color: #9a3412;
  p {
    margin: 0;
  }
  small {
    display: block;
    margin-top: 4px;
  }
  a {
    color: inherit;
  }
`;

/**
 * product §5: shown when the jobs still to apply cost more credits than the user has; it does not
 * block saving or starting. Used by the editor and by Apply More.
 */
export function CreditWarning({ maxJobs, applied, credits }: { maxJobs: number; applied: number; credits: number }) {
  const needed = creditsNeeded(maxJobs, applied);
  if (needed <= credits) return null;
  return (
    <Box role="status">
      <p>
        You need {plural(needed, 'credit')} to complete this job search, but you only have {plural(credits, 'credit')}{' '}
        available.
      </p>
      <small>
        You may need to <Link to="/credits">purchase more credits</Link> or reduce this number
      </small>
    </Box>
  );
}
