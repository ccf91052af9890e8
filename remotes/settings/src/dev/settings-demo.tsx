import { useState } from 'react';
import { Button, Card } from '@app/shared/ui';
import { ExtraInformationDialog, LinkedinCredentialsDialog, ResumePanel } from '../app/components';

type Open = 'resumes' | 'extra' | 'credentials' | null;

/** A page that opens each exposed dialog against the real API and shows what it reported last. */
export function SettingsDemo() {
  const [open, setOpen] = useState<Open>(null);
  const [last, setLast] = useState('Nothing reported yet.');
  const close = () => setOpen(null);
  const report = (what: string) => (value: unknown) => setLast(`${what}: ${JSON.stringify(value, null, 2)}`);

  return (
    <Card>
      <h1>Settings dialogs</h1>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => setOpen('resumes')}>Configure Resume</Button>
        <Button onClick={() => setOpen('extra')}>Configure Extra Info</Button>
        <Button onClick={() => setOpen('credentials')}>LinkedIn Credentials</Button>
      </div>
      <pre aria-label="Last report" style={{ whiteSpace: 'pre-wrap' }}>
        {last}
      </pre>
      <ResumePanel open={open === 'resumes'} onClose={close} onChange={report('onChange')} />
      <ExtraInformationDialog open={open === 'extra'} onClose={close} onSaved={report('onSaved')} />
      <LinkedinCredentialsDialog open={open === 'credentials'} onClose={close} onSaved={report('onSaved')} />
    </Card>
  );
}
