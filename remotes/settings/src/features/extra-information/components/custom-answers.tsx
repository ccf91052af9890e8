import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, DeleteIcon, EditIcon, IconButton, TextField, up } from '@app/shared/ui';
import { CustomAnswerEditor } from './custom-answer-editor';
import { newAnswerId, type CustomAnswer } from './extra-information-form';

const Scroll = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  overflow-y: auto;
  max-height: 200px;
  ${up('sm')} {
    max-height: 300px;
  }
  li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .question {
    font-weight: 600;
  }
  .answer {
    color: ${({ theme }) => theme.colors.muted};
    white-space: pre-wrap;
  }
  .row-actions {
    display: flex;
    flex: none;
  }
`;

const AddRow = styled.div`
  display: grid;
  gap: 12px;
  ${up('sm')} {
    grid-template-columns: 1fr 1fr auto;
    align-items: end;
  }
`;

/**
 * "Custom Information (Optional)": the saved pairs, each edited in place or deleted, then Question +
 * Answer + Add. Add (and an edit's Done) is disabled until both are non-blank after trimming
 * (product §5); a question asked again replaces the earlier answer, since the record is a map from
 * question to answer. Nothing is sent until the dialog's Save.
 */
export function CustomAnswers({
  answers,
  onChange,
}: {
  answers: CustomAnswer[];
  onChange: (answers: CustomAnswer[]) => void;
}) {
  const headingId = useId();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const canAdd = question.trim() !== '' && answer.trim() !== '';

  // An edited question that another pair already asks takes that pair's place.
  const saveEdit = (edited: CustomAnswer, { key, value }: { key: string; value: string }) => {
    onChange(
      answers.filter((a) => a === edited || a.key !== key).map((a) => (a === edited ? { ...a, key, value } : a)),
    );
    setEditing(null);
  };

  const add = () => {
    if (!canAdd) return;
    const key = question.trim();
    const value = answer.trim();
    const existing = answers.find((a) => a.key === key);
    onChange(
      existing
        ? answers.map((a) => (a === existing ? { ...a, value } : a))
        : [...answers, { id: newAnswerId(), key, value }],
    );
    setQuestion('');
    setAnswer('');
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Custom Information (Optional)</h3>
      {answers.length > 0 && (
        <Scroll aria-label="Custom information">
          {answers.map((item) => (
            <li key={item.id}>
              {editing === item.id ? (
                <CustomAnswerEditor
                  item={item}
                  onDone={(edited) => saveEdit(item, edited)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <div>
                    <div className="question">{item.key}</div>
                    <div className="answer">{item.value}</div>
                  </div>
                  <div className="row-actions">
                    <IconButton aria-label={`Edit "${item.key}"`} onClick={() => setEditing(item.id)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Delete "${item.key}"`}
                      onClick={() => onChange(answers.filter((a) => a.id !== item.id))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </div>
                </>
              )}
            </li>
          ))}
        </Scroll>
      )}
      <AddRow>
        <TextField
          label="Question"
          value={question}
          placeholder="e.g. Are you willing to relocate?"
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <TextField
          label="Answer"
          value={answer}
          placeholder="e.g. Yes"
          onChange={(event) => setAnswer(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button $variant="secondary" onClick={add} disabled={!canAdd}>
          Add
        </Button>
      </AddRow>
    </section>
  );
}
