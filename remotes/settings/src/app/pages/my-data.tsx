import styled from 'styled-components';
import { MY_DATA_SECTIONS } from '@app/shared/contract';
import { queryClient } from '@app/shared/query';
import { Card } from '@app/shared/ui';
import { useScrollToHash } from '@/components/use-scroll-to-hash';
import { ExtraInformationSummary } from '@/features/extra-information/components/extra-information-summary';
import { myAnswersKey } from '@/features/my-answers/api/my-answers-query';
import { MyAnswersSection } from '@/features/my-answers/components/my-answers-section';
import { ResumeManager } from '@/features/resumes/components/resume-manager';

const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: grid;
  gap: 24px;
  h1 {
    margin: 0;
  }
  section h2 {
    margin: 0 0 8px;
  }
  .about {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const RESUMES = MY_DATA_SECTIONS.resumes;

/**
 * product §2.14 "My data": everything the bot may say about the user, in one place — the resumes,
 * Additional Information and the user's own answers — each editable, each saying where the bot uses it.
 * Combines three features, so it lives here (a feature never imports another).
 */
export function MyDataPage() {
  useScrollToHash(true);
  return (
    <Page>
      <div>
        <h1>My data</h1>
        <p className="about">
          Everything the bot may tell an employer about you. Change anything here and the bot uses it from the next job
          it applies to.
        </p>
      </div>
      <Card id={RESUMES} aria-labelledby={`${RESUMES}-heading`}>
        <h2 id={`${RESUMES}-heading`}>Resumes</h2>
        <p className="about">
          The default resume is sent with every application. Its text answers questions about your experience, skills,
          education, where you live and how to reach you.
        </p>
        <ResumeManager />
      </Card>
      <ExtraInformationSummary onSaved={() => void queryClient.invalidateQueries({ queryKey: myAnswersKey })} />
      <MyAnswersSection />
    </Page>
  );
}
