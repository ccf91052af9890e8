import styled from 'styled-components';
import type { Resume } from '@app/shared/contract';
import { formatDateTime, formatFileSize } from '@app/shared/format';
import { Button } from '@app/shared/ui';

const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li<{ $default: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid ${({ theme, $default }) => ($default ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  .title {
    font-weight: 600;
    word-break: break-all;
  }
  .meta {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const DefaultTag = styled.span`
  flex: none;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.success};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 600;
`;

/** The user's resumes in the order given (newest updated first); the default marked, the others settable. */
export function ResumeList({
  resumes,
  busy,
  onSetDefault,
}: {
  resumes: Resume[];
  busy: boolean;
  onSetDefault: (resume: Resume) => void;
}) {
  if (resumes.length === 0) return <p>No resumes uploaded yet.</p>;
  return (
    <List aria-label="Your resumes">
      {resumes.map((resume) => (
        <Item key={resume.id} $default={resume.is_default} aria-current={resume.is_default ? 'true' : undefined}>
          <div>
            <div className="title">{resume.title}</div>
            <div className="meta">
              {formatFileSize(resume.size)} · {formatDateTime(resume.updated_at)}
            </div>
          </div>
          {resume.is_default ? (
            <DefaultTag>Default</DefaultTag>
          ) : (
            <Button
              $variant="secondary"
              disabled={busy}
              aria-label={`Set Default: ${resume.title}`}
              onClick={() => onSetDefault(resume)}
            >
              Set Default
            </Button>
          )}
        </Item>
      ))}
    </List>
  );
}
