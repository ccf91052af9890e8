import styled from 'styled-components';
import { MY_DATA_SECTIONS, type MyAnswer } from '@app/shared/contract';
import { queryClient, queryKeys, useServerMutation, useServerQuery } from '@app/shared/query';
import { useLiveEvent } from '@app/shared/stores';
import { Card, Spinner, toast } from '@app/shared/ui';
import { LoadFailed } from '@/components/load-failed';
import { useScrollToHash } from '@/components/use-scroll-to-hash';
import { deleteMyAnswer, updateMyAnswer } from '../api/my-answers';
import { myAnswersKey, myAnswersQuery } from '../api/my-answers-query';
import { MyAnswerItem } from './my-answer-item';

const SECTION_ID = MY_DATA_SECTIONS.answers;
const LOAD_FAILED = 'Could not load your answers.';
const INTRO =
  'Your custom answers and the answers you gave under Answers needed. The bot uses them when a form asks what they answer.';
const NONE =
  'No answers saved yet. Answers you give under Answers needed, and custom answers you add under Additional Information, show here.';

const Section = styled(Card)`
  h2 {
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 16px 0 0;
    padding: 0;
  }
`;

/** product §2.14 "Your answers": each of the user's own answers, changed or deleted in place. */
export function MyAnswersSection() {
  const list = useServerQuery({
    ...myAnswersQuery(),
    meta: {
      ...myAnswersQuery().meta,
      onLoadFailed: (error: unknown) => console.error('Could not load my answers', error),
    },
  });
  // A question answered under Answers needed (in this tab, another, or on another device) is one of
  // the user's answers now: the count of waiting questions changing is the server's word for it.
  useLiveEvent('answers_waiting_changed', () => void queryClient.invalidateQueries({ queryKey: myAnswersKey }));
  useScrollToHash(Boolean(list.data), { prefix: 'answer-', id: SECTION_ID });

  const replace = (saved: MyAnswer) =>
    queryClient.setQueryData<MyAnswer[]>(myAnswersKey, (items) =>
      items?.map((item) => (item.question === saved.question ? saved : item)),
    );
  const save = useServerMutation({
    mutationFn: updateMyAnswer,
    onSuccess: (saved) => {
      replace(saved);
      // The Additional Information dialog reads the custom answers too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.extraInformation() });
      toast.success('Answer saved.');
    },
  });
  const remove = useServerMutation({
    mutationFn: deleteMyAnswer,
    onSuccess: (_nothing, question) => {
      queryClient.setQueryData<MyAnswer[]>(myAnswersKey, (items) =>
        items?.filter((item) => item.question !== question),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.extraInformation() });
      toast.success('Answer deleted.');
    },
  });

  return (
    <Section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-heading`}>
      <h2 id={`${SECTION_ID}-heading`}>Your answers</h2>
      <p>{INTRO}</p>
      {list.data ? (
        list.data.length === 0 ? (
          <p>{NONE}</p>
        ) : (
          <ul>
            {list.data.map((item) => (
              <MyAnswerItem
                key={item.question}
                item={item}
                onSave={(answer) => save.mutateAsync({ question: item.question, answer })}
                onDelete={() => remove.mutateAsync(item.question)}
              />
            ))}
          </ul>
        )
      ) : list.isError && !list.isFetching ? (
        <LoadFailed message={LOAD_FAILED} onRetry={() => void list.refetch()} />
      ) : (
        <Spinner label="Loading your answers" />
      )}
    </Section>
  );
}
