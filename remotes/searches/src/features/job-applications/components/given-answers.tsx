import styled from 'styled-components';
import { myDataLink, type GivenAnswer } from '@app/shared/contract';
import { Link } from '@app/shared/router';

const List = styled.dl`
  margin: 8px 0 0;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 8px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const SOURCE_LABELS: Record<GivenAnswer['source'], string> = {
  profile: 'from your profile',
  linkedin_account: 'from your LinkedIn account',
  resume: 'from your resume',
  extra_information: 'from your extra information',
  custom_information: 'from your custom information',
  answers_needed: 'your answer under Answers needed',
  linkedin_saved: 'already filled in by LinkedIn',
  llm: 'worded from your data',
};

/**
 * The questions the bot answered on an application and what it answered, so the user can check them.
 * An answer from data kept on the My data page links there, to the item it came from (product §2.14).
 */
export function GivenAnswers({ answers, jobTitle }: { answers: GivenAnswer[]; jobTitle: string }) {
  if (answers.length === 0) return null;
  return (
    <List aria-label={`Answers given for ${jobTitle}`}>
      {answers.map((item, index) => (
        <div key={`${index}-${item.question}`}>
          <dt>{item.question}</dt>
          <dd>
            {item.answer} <small>({sourceLabel(item)})</small>
          </dd>
        </div>
      ))}
    </List>
  );
}

function sourceLabel({ source, question }: GivenAnswer) {
  const href = myDataLink(source, question);
  return href ? <Link to={href}>{SOURCE_LABELS[source]}</Link> : SOURCE_LABELS[source];
}
