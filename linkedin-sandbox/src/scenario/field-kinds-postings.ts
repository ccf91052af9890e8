import type { ScenarioInput } from './schema';

type JobInput = ScenarioInput['jobs'][number];

/**
 * Postings that show what LinkedIn's 2026 forms hold beside the plain questions, worded as employers
 * write them (none of these wordings is in the answer engine's corpus): help lines with units and
 * formats, a decimal and a whole-number field with LinkedIn's validation texts, answers the member
 * saved on LinkedIn (text, select, radio, city) and a required voluntary self-identification with
 * "I don't wish to answer". Remote and titled so that an "Engineer" or "Developer" search finds them.
 */
export function fieldKindsPostings(): JobInput[] {
  const base = (id: string, title: string, company: string, description: string): JobInput => ({
    id,
    title,
    company,
    location: 'Remote, European Union',
    remote: true,
    postedDaysAgo: 2,
    description,
  });
  return [
    {
      ...base(
        '4200000011',
        'Platform Engineer',
        'Northwind Grid',
        'We run the platform behind a smart-meter network in Go and Kubernetes. Remote within the EU.',
      ),
      layout: 'sdui',
      questions: [
        {
          id: 'go-years',
          type: 'numeric',
          label: 'How long have you shipped production Go code?',
          description: 'Answer in years; halves are fine (e.g. 1.5)',
          placeholder: 'e.g. 1.5',
          decimal: true,
        },
        {
          id: 'oncall',
          type: 'numeric',
          label: 'On-call weeks you could cover per quarter',
          description: 'A whole number of weeks',
          min: 0,
          max: 13,
        },
      ],
    },
    {
      ...base(
        '4200000012',
        'Mobile Developer',
        'Harbor Transit',
        'Build the ticketing app commuters use every day, in Kotlin and Swift. Remote within the EU.',
      ),
      questions: [
        { id: 'referrer', type: 'text', label: 'Who pointed you to this opening?', saved: 'A former colleague' },
        {
          id: 'hub',
          type: 'select',
          label: 'Which of our hubs would you visit once a month?',
          options: ['Rotterdam', 'Lyon', 'Porto'],
          saved: 'Porto',
        },
        {
          id: 'permit',
          type: 'radio',
          label: 'Would you need our help obtaining a work permit?',
          options: ['Yes', 'No'],
          saved: 'No',
        },
        {
          id: 'home',
          type: 'typeahead',
          label: 'Home base (city)',
          options: ['Porto, Porto, Portugal', 'Portland, Oregon, United States'],
          saved: 'Porto, Porto, Portugal',
        },
      ],
    },
    {
      ...base(
        '4200000013',
        'Data Engineer',
        'Lumen Health',
        'Design pipelines for clinical data in Python and SQL. Remote within the EU.',
      ),
      layout: 'sdui',
      questions: [
        {
          id: 'gender',
          type: 'select',
          label: 'How do you describe your gender?',
          description: 'Voluntary self-identification; your answer is not shared with the hiring team',
          options: ['Woman', 'Man', 'Non-binary', "I don't wish to answer"],
          saved: "I don't wish to answer",
        },
        {
          id: 'veteran',
          type: 'radio',
          label: 'Have you served as a protected veteran?',
          description: 'Voluntary self-identification',
          options: ['I am a protected veteran', 'I am not a protected veteran', "I don't wish to answer"],
        },
      ],
    },
  ];
}
