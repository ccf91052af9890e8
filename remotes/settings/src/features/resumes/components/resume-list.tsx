import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { resumeTextMessages, type Resume } from '@app/shared/contract';
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
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  .meta {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .not-read {
    margin-top: 4px;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.danger};
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

// Not `disabled` while busy: a focused button that becomes disabled drops the focus to the page,
// out of the dialog (and Escape with it). aria-disabled keeps it focusable and says it waits.
// Set Default and Delete both.
const SetDefaultButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  .question {
    font-size: 0.875rem;
  }
`;

/**
 * The user's resumes in the order given (newest updated first); the default marked, the others
 * settable; each deletable after a confirmation in its row naming the file (the list is itself in
 * a dialog, so the question is asked in place rather than in a second dialog).
 */
export function ResumeList({
  resumes,
  busy,
  focusResumeId,
  onSetDefault,
  onDelete,
  onReadText,
}: {
  resumes: Resume[];
  busy: boolean;
  /** The resume whose row takes the focus once it is shown as the default (after Set Default). */
  focusResumeId: number | null;
  onSetDefault: (resume: Resume) => void;
  onDelete: (resume: Resume) => void;
  /** Reads again the text of a resume whose text could not be read. */
  onReadText: (resume: Resume) => void;
}) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  const focusedDefault = resumes.find((resume) => resume.id === focusResumeId)?.is_default;
  useEffect(() => {
    if (focusResumeId !== null && focusedDefault) rows.current.get(focusResumeId)?.focus();
  }, [focusResumeId, focusedDefault]);

  if (resumes.length === 0) return <p>No resumes uploaded yet.</p>;
  return (
    <List aria-label="Your resumes">
      {resumes.map((resume) => (
        <Item
          key={resume.id}
          ref={(row) => {
            if (row) rows.current.set(resume.id, row);
            else rows.current.delete(resume.id);
          }}
          // Focusable by script only: where the focus lands after Set Default.
          tabIndex={-1}
          $default={resume.is_default}
          aria-current={resume.is_default ? 'true' : undefined}
        >
          <div>
            <div className="title">{resume.title}</div>
            <div className="meta">
              {formatFileSize(resume.size)} · {formatDateTime(resume.updated_at)}
            </div>
            {!resume.text_read && <div className="not-read">{resumeTextMessages.notRead}</div>}
          </div>
          {confirming === resume.id ? (
            <Actions role="group" aria-label={`Delete ${resume.title}?`}>
              <span className="question">Delete &quot;{resume.title}&quot;? This cannot be undone.</span>
              <Button $variant="text" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <SetDefaultButton
                $variant="danger"
                aria-disabled={busy}
                aria-label={`Yes, delete ${resume.title}`}
                onClick={() => {
                  if (busy) return;
                  setConfirming(null);
                  onDelete(resume);
                }}
              >
                Delete
              </SetDefaultButton>
            </Actions>
          ) : (
            <Actions>
              {!resume.text_read && (
                <SetDefaultButton
                  $variant="secondary"
                  aria-disabled={busy}
                  aria-label={`Read again: ${resume.title}`}
                  onClick={() => {
                    if (!busy) onReadText(resume);
                  }}
                >
                  Read again
                </SetDefaultButton>
              )}
              {resume.is_default ? (
                <DefaultTag>Default</DefaultTag>
              ) : (
                <SetDefaultButton
                  $variant="secondary"
                  aria-disabled={busy}
                  aria-label={`Set Default: ${resume.title}`}
                  onClick={() => {
                    if (!busy) onSetDefault(resume);
                  }}
                >
                  Set Default
                </SetDefaultButton>
              )}
              <SetDefaultButton
                $variant="text"
                aria-disabled={busy}
                aria-label={`Delete: ${resume.title}`}
                onClick={() => {
                  if (!busy) setConfirming(resume.id);
                }}
              >
                Delete
              </SetDefaultButton>
            </Actions>
          )}
        </Item>
      ))}
    </List>
  );
}
