import { useState } from 'react';
import { submitFeedback } from '@app/shared/api';
import { Button, Dialog, TextArea, toast } from '@app/shared/ui';

const FEEDBACK_REQUIRED = 'Please enter your feedback';
const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again.';
const FEEDBACK_THANKS = 'Thank you for your feedback!';

/** product §2/§5/§8: "Send Feedback"; blank after trimming is refused; success thanks, closes and clears. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const close = () => {
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    const text = comment.trim();
    if (!text) {
      setError(FEEDBACK_REQUIRED);
      return;
    }
    setSending(true);
    try {
      await submitFeedback(text);
      toast.success(FEEDBACK_THANKS);
      setComment('');
      close();
    } catch {
      toast.error(FEEDBACK_FAILED);
    } finally {
      setSending(false);
    }
  };

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
          <Button onClick={() => void submit()} disabled={sending}>
            Submit Feedback
          </Button>
        </>
      }
    >
      <TextArea
        label="Your feedback"
        value={comment}
        rows={5}
        error={error}
        onChange={(event) => {
          setComment(event.target.value);
          if (error) setError(undefined);
        }}
      />
    </Dialog>
  );
}
