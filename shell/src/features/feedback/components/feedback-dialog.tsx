import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loadContract, showFieldErrors } from '@app/shared/api';
import { submitFeedback } from '../api/submit-feedback';
import type { FeedbackRequest } from '@app/shared/contract';
import { Button, Dialog, TextArea, toast } from '@app/shared/ui';

const FEEDBACK_REQUIRED = 'Please enter your feedback';
const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again.';
const FEEDBACK_THANKS = 'Thank you for your feedback!';

/**
 * The server's own rule for a comment (`feedbackRequestSchema`), blank worded as product §5 says.
 * The schemas come with the shared api's lazy copy of zod, so no page pays for them until a submit.
 */
const resolver: Resolver<FeedbackRequest> = async (values, context, options) => {
  const { contract } = await loadContract();
  const check = zodResolver(contract.feedbackRequestSchema, {
    error: (issue) => (issue.code === 'too_small' ? FEEDBACK_REQUIRED : contract.drfMessage(issue)),
  });
  return check(values, context, options);
};

/** product §2/§5/§8: "Send Feedback"; blank after trimming is refused; success thanks, closes and clears. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm<FeedbackRequest>({
    resolver,
    defaultValues: { comment: '' },
    // The message stays until the text is edited (below), not re-checked on every key.
    reValidateMode: 'onSubmit',
  });

  const close = () => {
    clearErrors();
    onClose();
  };

  const submit = handleSubmit(async ({ comment }) => {
    try {
      // The resolver hands back the schema's output: the comment trimmed.
      await submitFeedback(comment);
      toast.success(FEEDBACK_THANKS);
      reset();
      onClose();
    } catch (error) {
      console.error('Could not send feedback', error);
      showFieldErrors(error, ['comment'], (field, message) => setError(field, { message }));
      toast.error(FEEDBACK_FAILED);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Send Feedback"
      actions={
        <>
          <Button $variant="text" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={formState.isSubmitting}>
            Submit Feedback
          </Button>
        </>
      }
    >
      <form id={formId} aria-label="Feedback" noValidate onSubmit={(event) => void submit(event)}>
        <TextArea
          label="Your feedback"
          rows={5}
          error={formState.errors.comment?.message}
          {...register('comment', { onChange: () => clearErrors('comment') })}
        />
      </form>
    </Dialog>
  );
}
