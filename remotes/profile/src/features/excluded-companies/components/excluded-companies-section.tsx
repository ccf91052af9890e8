import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { showFieldErrors } from '@app/shared/api';
import { saveExcludedCompanies } from '../api/excluded-companies';
import { excludedCompaniesSchema, uniqueExclusions } from '@app/shared/contract';
import { queryClient, useServerMutation, useServerQuery } from '@app/shared/query';
import { Button, Card, ChipListField, ErrorBanner, Spinner, toast } from '@app/shared/ui';
import { excludedCompaniesKey, excludedCompaniesQuery } from '../api/excluded-companies-query';

const SECTION_ID = 'excluded-companies';
const INTRO =
  'The bot never applies to jobs at these companies, on any of your searches. Each search can exclude more companies and keywords in its own form.';
const HELP = 'Matched without case or legal form: “Acme” also skips “Acme Inc.”, not “Acme Robotics”.';
const LOAD_FAILED = 'Could not load your excluded companies. Please try again later.';
const SAVED = 'Excluded companies saved.';
const SAVE_FAILED = 'Could not save your excluded companies. Please try again.';

const Section = styled(Card)`
  max-width: 720px;
  margin: 24px auto 0;
  h2 {
    margin: 0 0 16px;
  }
  form {
    display: grid;
    gap: 16px;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
  }
`;

/** product §4.11: the user's companies never applied to, on every search. */
export function ExcludedCompaniesSection() {
  const { data, isPending, isError } = useServerQuery(excludedCompaniesQuery());
  return (
    <Section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-heading`}>
      <h2 id={`${SECTION_ID}-heading`}>Companies excluded on every search</h2>
      {isPending ? (
        <Spinner label="Loading excluded companies" />
      ) : isError || !data ? (
        <ErrorBanner>{LOAD_FAILED}</ErrorBanner>
      ) : (
        <ExcludedCompaniesForm saved={data.companies} />
      )}
    </Section>
  );
}

/** The list as loaded, edited as chips and saved whole. */
function ExcludedCompaniesForm({ saved }: { saved: string[] }) {
  const [companies, setCompanies] = useState(saved);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useServerMutation({
    mutationFn: saveExcludedCompanies,
    onSuccess: (answer) => queryClient.setQueryData(excludedCompaniesKey, answer),
  });

  const withTyped = () => uniqueExclusions([...companies, input].filter((name) => name.trim() !== ''));
  const add = () => {
    setCompanies(withTyped());
    setInput('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A name typed but not yet added is saved with the chips, as the user would expect.
    const wanted = withTyped();
    setCompanies(wanted);
    setInput('');
    setError(undefined);
    const checked = excludedCompaniesSchema.safeParse({ companies: wanted });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    try {
      const answer = await save.mutateAsync(checked.data);
      setCompanies(answer.companies);
      toast.success(SAVED);
    } catch (failure) {
      console.error('Could not save the excluded companies', failure);
      showFieldErrors(failure, ['companies'], (_field, message) => setError(message));
      toast.error(SAVE_FAILED);
    }
  };

  return (
    <form aria-label="Companies excluded on every search" noValidate onSubmit={(event) => void submit(event)}>
      <p>{INTRO}</p>
      <ChipListField
        label="Company"
        listLabel="Companies excluded on every search"
        addLabel="Add company to exclude"
        placeholder="e.g. Acme"
        helperText={HELP}
        values={companies}
        input={input}
        onInput={setInput}
        onAdd={add}
        onRemove={(name) => setCompanies(companies.filter((existing) => existing !== name))}
        error={error}
        disabled={save.isPending}
      />
      <div className="actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save excluded companies'}
        </Button>
      </div>
    </form>
  );
}
