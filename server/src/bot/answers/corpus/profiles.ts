import type { Applicant } from '../applicant';
import { applicantOf } from './applicant-of';

/**
 * questions.json: screening questions as Easy Apply shows them (label, kind, options), with
 * `source` "linkedin-template" for LinkedIn's standard screening templates and "common-wording"
 * for the other wordings public bots' question lists and logs record (sponsorship, salary, notice,
 * contact, voluntary self-identification, …). Years-with-a-skill questions repeat over skills and
 * their aliases (React.js / ReactJS / React, Go / Golang, k8s / Kubernetes). public-code.json and
 * public-threads.json add wordings found in public repositories and threads, each with its source
 * (split.ts; conventions in LABELLING.md).
 *
 * Three applicants the corpus is labelled for: what each one saved in JobPilot (Additional
 * Information, custom answers) and their resume's text. Each label in questions.json is what a
 * careful person would answer from exactly this data, or "ask" where it does not hold the answer.
 */
export const profiles: Record<'fresher' | 'senior' | 'nontech', Applicant> = {
  /** A graduate in India: no notice, no current pay, expected pay as the form's example. */
  fresher: applicantOf({
    email: 'priya.sharma@example.com',
    linkedinEmail: 'priya.sharma@example.com',
    firstName: 'Priya',
    lastName: 'Sharma',
    noticePeriodDays: 0,
    currentPay: '',
    expectedPay: '9 LPA',
    custom: {
      'Are you legally authorized to work in India?': 'Yes',
      'Will you require sponsorship?': 'No',
      'Are you willing to relocate?': 'Yes',
      'Are you comfortable working in a hybrid setting?': 'Yes',
      'Do you have a valid driving licence?': 'No',
    },
    followCompanies: false,
    resumeText: [
      'Priya Sharma',
      'Bengaluru, India | Phone: +91 98450 12345 | priya.sharma@example.com',
      'linkedin.com/in/priya-sharma-dev | github.com/priyasharma',
      'Education',
      'B.Tech in Computer Science, PES University, 2021 – 2025, CGPA 8.6',
      'Skills',
      'Python (1.5 years), Java (1 year), React.js (6 months), SQL (1 year), Git',
      'Internship',
      'Software Engineering Intern, Flipkart, Jan – Jun 2025: built internal dashboards in React and Node.js.',
      'Projects: expense tracker in Django; movie recommender with scikit-learn.',
      'Languages: English (Professional), Hindi (Native), Kannada (Conversational)',
    ].join('\n'),
  }),
  /** A staff engineer in India applying abroad: needs sponsorship, gave a US salary figure too. */
  senior: applicantOf({
    email: 'arjun.mehta@example.com',
    linkedinEmail: 'arjun.m@example.com',
    firstName: 'Arjun',
    lastName: 'Mehta',
    noticePeriodDays: 90,
    currentPay: '42 LPA',
    expectedPay: '55 LPA',
    custom: {
      'Are you legally authorized to work in the United States?': 'No',
      'Will you require sponsorship?': 'Yes',
      'Are you authorised to work in India?': 'Yes',
      'Expected salary in USD': '$165,000 per year',
      'Are you willing to relocate?': 'Yes',
      'Do you have an active security clearance?': 'No',
      'Are you comfortable working remotely?': 'Yes',
      'Highest level of education': "Master's Degree",
    },
    followCompanies: false,
    resumeText: [
      'Arjun Mehta — Staff Software Engineer',
      'Pune, India | +91 99220 45678 | arjun.mehta@example.com | linkedin.com/in/arjunmehta',
      '9 years of experience building distributed systems for payments and logistics.',
      'Skills: Node.js (6 years), JavaScript (8 years), TypeScript (5 years), ReactJS (3 years), Go (1.5 years)',
      'Python (5 years), k8s (4 years), AWS (5 years), Docker (5 years), PostgreSQL (6 years), Kafka',
      'Education: M.Tech in Computer Science, IIT Bombay, 2015',
      'B.E. in Information Technology, University of Pune, 2013',
      'Languages: English (Full professional), Hindi (Native), German (Conversational)',
    ].join('\n'),
  }),
  /** An account manager in Chicago, a US citizen: pay in dollars a year. */
  nontech: applicantOf({
    email: 'sarah.thompson@example.com',
    linkedinEmail: 'sarah.thompson@example.com',
    firstName: 'Sarah',
    lastName: 'Thompson',
    noticePeriodDays: 14,
    currentPay: '$62,000 per year',
    expectedPay: '$70,000 per year',
    custom: {
      'Are you legally authorized to work in the US?': 'Yes',
      'Do you require visa sponsorship?': 'No',
      "Do you have a valid driver's license?": 'Yes',
      'Are you willing to undergo a background check?': 'Yes',
      'Are you willing to relocate?': 'No',
      'Are you comfortable commuting to the office?': 'Yes',
      'Are you willing to take a drug test?': 'Yes',
      'Are you at least 18 years of age?': 'Yes',
    },
    followCompanies: false,
    resumeText: [
      'Sarah Thompson',
      'Chicago, IL | Phone: (312) 555-0147 | sarah.thompson@example.com',
      'Account Manager with 6 years of experience in B2B sales and customer success.',
      'Tools: Salesforce (5 years), HubSpot (3 years), Microsoft Excel (6 years)',
      'Bachelor of Arts in Communications, University of Illinois, 2017',
      'Languages: English (Native), Spanish (Conversational)',
    ].join('\n'),
  }),
};

export type ProfileName = keyof typeof profiles;
