import { useState } from 'react';
import { useNavigate } from '@app/shared/router';
import { PageHead, TwoColumns } from '@/components/page-layout';
import type { CreateJobPreferenceRequest } from '@app/shared/contract';
import { queries, queryClient, storeSearch, useServerQuery } from '@app/shared/query';
import { useSession } from '@app/shared/stores';
import { Button, Card, ErrorBanner, Spinner, toast } from '@app/shared/ui';
import { toastError } from '@/utils/toast';
import { saveJobSearch, SaveStepError, CREATED, UPDATED } from '../api/save-job-search';
import { extraInformationQuery, requiredSettings, resumesQuery } from '../api/required-settings';
import { defaultMaxJobs } from '../validate-preferences';
import { JobPreferencesForm, type PreferenceValues } from './job-preferences-form';
import { ScheduleEditor } from './schedule-editor';
import { SettingsPanel } from './settings-panel';

const SEARCH_LOAD_FAILED = 'Failed to load job search details';
const SETTINGS_MISSING = 'Please configure all settings (Resume, Extra Info) before proceeding.';

/** product §2 Create / Edit Job Search: the preferences form, the required settings and the submit flow of §4. */
export function JobSearchEditor({ jobSearchId }: { jobSearchId?: number }) {
  const editing = jobSearchId !== undefined;
  const navigate = useNavigate();
  const credits = useSession((s) => s.user?.credits);
  const searchQuery = useServerQuery({
    ...queries.jobSearch(jobSearchId ?? 0),
    enabled: editing,
    meta: {
      onLoadFailed: (error) => {
        console.error('Could not load the job search', error);
        toastError(SEARCH_LOAD_FAILED);
      },
    },
  });
  const search = (editing && searchQuery.data) || null;
  const loading = editing && searchQuery.isPending;
  const settings = requiredSettings(useServerQuery(resumesQuery), useServerQuery(extraInformationQuery));
  const [saving, setSaving] = useState(false);
  const settingsMissing = settings.loaded && (!settings.hasResume || !settings.hasExtraInformation);

  const onSubmit = async (values: CreateJobPreferenceRequest) => {
    setSaving(true);
    try {
      const saved = await saveJobSearch(values, search);
      if (editing) {
        storeSearch(queryClient, saved);
        toast.success(UPDATED);
      } else {
        toast.success(CREATED);
        navigate('/dashboard');
      }
    } catch (error) {
      console.error('Could not save the job search', error);
      toastError(error instanceof SaveStepError ? error.userMessage : String(error));
    } finally {
      setSaving(false);
    }
  };

  const initial: PreferenceValues | null = search
    ? search.job_preference
    : editing
      ? null
      : {
          search_term: '',
          location: '',
          time_period: 'past_one_week',
          remote_only: false,
          relevant_jobs_only: false,
          apply_on_company_sites: true,
          max_jobs: defaultMaxJobs(credits),
          excluded_companies: [],
          excluded_keywords: [],
        };

  const submit = (
    <Button type="submit" disabled={saving || !settings.loaded || settingsMissing}>
      {saving ? (editing ? 'Updating...' : 'Creating...') : editing ? 'Update Job Search' : 'Create Job Search'}
    </Button>
  );

  return (
    <>
      <PageHead>
        <h1>{editing ? 'Edit Job Search' : 'Create Job Search'}</h1>
        <Button $variant="secondary" onClick={() => navigate('/dashboard')}>
          Back to Dashboard
        </Button>
      </PageHead>
      <TwoColumns>
        <Card>
          {settingsMissing && <ErrorBanner style={{ marginBottom: 16 }}>{SETTINGS_MISSING}</ErrorBanner>}
          {loading ? (
            <Spinner label="Loading job preferences" />
          ) : initial ? (
            <JobPreferencesForm
              // The default number of jobs follows the user's credits until the user loads.
              key={search ? `search-${search.id}` : `new-${credits === undefined ? 'pending' : 'ready'}`}
              initial={initial}
              locked={(search?.num_applied_jobs ?? 0) > 0}
              applied={search?.num_applied_jobs ?? 0}
              credits={credits}
              submit={submit}
              onSubmit={(values) => void onSubmit(values)}
            />
          ) : (
            searchQuery.isError && <ErrorBanner>This job search could not be loaded.</ErrorBanner>
          )}
        </Card>
        <SettingsPanel status={settings} />
      </TwoColumns>
      {search && <ScheduleEditor search={search} onSaved={(saved) => storeSearch(queryClient, saved)} />}
    </>
  );
}
