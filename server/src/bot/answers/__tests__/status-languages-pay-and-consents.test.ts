import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

// A graduate in Hyderabad: no pay yet, no notice, authorised in India, Japanese spoken a little.
const kavya = applicantOf({
  email: 'kavya@example.com',
  linkedinEmail: 'kavya@example.com',
  firstName: 'Kavya',
  lastName: 'Reddy',
  noticePeriodDays: 0,
  currentPay: '',
  expectedPay: '8 LPA',
  custom: { 'Are you authorised to work in India?': 'Yes', 'Do you need visa sponsorship?': 'No' },
  resumeText: [
    'Kavya Reddy',
    'Hyderabad, India | +91 98480 22334 | kavya@example.com',
    'B.E. in Electronics, Osmania University, 2025',
    'Languages: English (Professional), Telugu (Native), Japanese (Conversational)',
  ].join('\n'),
  followCompanies: false,
});

// An analyst in Toronto: not authorised in the US, needs sponsorship there, pay in Canadian dollars.
const marco = applicantOf({
  email: 'marco@example.com',
  linkedinEmail: 'marco@example.com',
  firstName: 'Marco',
  lastName: 'Rossi',
  noticePeriodDays: 30,
  currentPay: 'CA$85,000 per year',
  expectedPay: 'CA$95,000 per year',
  custom: {
    'Are you legally authorized to work in Canada?': 'Yes',
    'Are you legally authorized to work in the United States?': 'No',
    'Will you require sponsorship?': 'Yes',
  },
  resumeText: [
    'Marco Rossi — Data Analyst',
    'Toronto, Canada | +1 416 555 0199 | marco@example.com',
    'Languages: English (Native), Italian (Conversational)',
  ].join('\n'),
  followCompanies: false,
});

describe('work authorization where the user lives, and statuses by their short names', () => {
  it('reads the home country however it is put', () => {
    expect(said(answerQuestion(yesNo('Can you legally work where you currently live?'), kavya))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you hold work authorization in your own country?'), marco))).toBe('Yes');
    expect(
      said(answerQuestion(yesNo('Are you eligible to work from the location you are applying from?'), marco)),
    ).toBe('Yes');
  });

  it('asks where the home country stands beside another one', () => {
    expect(said(answerQuestion(yesNo('Are you allowed to work both in your country and in Germany?'), kavya))).toBe(
      'asked',
    );
  });

  it('being able to work without sponsorship is being authorised, never needing it', () => {
    expect(
      said(answerQuestion(yesNo('Would you be able to work in the United States without visa sponsorship?'), marco)),
    ).toBe('No');
    expect(said(answerQuestion(yesNo('Will you be able to work in India without sponsorship?'), kavya))).toBe('Yes');
  });

  it('asks sponsorship put the other way round, a transfer, self-sponsoring or another need joined', () => {
    for (const label of [
      'So you would not need visa sponsorship?',
      'Is employer sponsorship not needed in your case?',
      'Are you free from any sponsorship requirement?',
      'Would your visa need transferring to us?',
      'Are you willing to self-sponsor your visa?',
      'Will you need relocation help and sponsorship?',
    ]) {
      expect([label, said(answerQuestion(yesNo(label), kavya))]).toEqual([label, 'asked']);
      expect([label, said(answerQuestion(yesNo(label), marco))]).toEqual([label, 'asked']);
    }
    expect(said(answerQuestion(yesNo('Could you begin working without needing visa sponsorship?'), marco))).toBe('No');
  });

  it('asks a right to work or status put the other way round, elsewhere, restricted or in time', () => {
    for (const label of [
      'Are you not authorised to work in the United States?',
      'Do you hold work authorization anywhere other than Canada?',
      'Are you permitted to work outside Canada?',
      'Is your right to work in Canada restricted in any way?',
      'Are you allowed to work in the United States only for your current employer?',
      'Have you ever been allowed to work in the United States?',
      'Will you be authorized to work in the United States by your start date?',
      'Are you working in the United States on OPT?',
      'Are you not a citizen of Canada?',
    ]) {
      expect([label, said(answerQuestion(yesNo(label), marco))]).toEqual([label, 'asked']);
    }
    expect(
      said(answerQuestion(yesNo('Are you legally authorized to work in Canada without any restrictions?'), marco)),
    ).toBe('Yes');
  });

  it('several countries at once: a no for one is the no, else each one must be known', () => {
    expect(said(answerQuestion(yesNo('Are you authorized to work in both Canada and the US?'), marco))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you authorized to work in India and Singapore?'), kavya))).toBe('asked');
    // A world region is no one country, and an answer for another country is not one for it.
    expect(said(answerQuestion(yesNo('Are you authorized to work in North America?'), marco))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you legally authorized to work in Mexico?'), marco))).toBe('asked');
  });

  it('a US status, short or by its visa, is a no for someone not authorised there', () => {
    expect(said(answerQuestion(yesNo('Are you a GC holder?'), marco))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you on an H1B at the moment?'), marco))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you a USC or an L1 visa holder?'), marco))).toBe('No');
    // Which status someone authorised holds, or anyone's where nothing is known, is theirs to say.
    expect(said(answerQuestion(yesNo('Are you a GC holder?'), kavya))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you want to opt in to text updates?'), marco))).toBe('asked');
  });
});

describe('languages: a stated level against the one asked', () => {
  it('conversational is no to native, professional, business or advanced', () => {
    expect(said(answerQuestion(yesNo('Is Japanese your mother tongue?'), kavya))).toBe('No');
    expect(said(answerQuestion(yesNo('Can you speak Japanese at a business level?'), kavya))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have advanced Italian?'), marco))).toBe('No');
    expect(said(answerQuestion(yesNo('Is Telugu your mother tongue?'), kavya))).toBe('Yes');
  });

  it('asks for "fluent", and for two languages in one question', () => {
    expect(said(answerQuestion(yesNo('Are you fluent in Japanese?'), kavya))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you speak Japanese and English fluently?'), kavya))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you speak English and Japanese fluently?'), kavya))).toBe('asked');
  });

  it('asks of a non-native, second or other language: the level of the one named does not answer', () => {
    expect(said(answerQuestion(yesNo('Would you describe yourself as a non-native English speaker?'), marco))).toBe(
      'asked',
    );
    expect(said(answerQuestion(yesNo('Is English a second language for you?'), marco))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you speak languages besides English?'), marco))).toBe('asked');
  });

  it('reads the level question in Chinese, with its options', () => {
    const levels = ['无', '日常交流', '商务沟通', '母语'];
    expect(said(answerQuestion(q('你的日语水平怎么样？', 'select', levels), kavya))).toBe('日常交流');
    expect(said(answerQuestion(q('英语水平', 'select', levels), marco))).toBe('母语');
    // A phrase not known here leaves the question asked.
    expect(said(answerQuestion(q('您的日语水平如何？请说明工作经验', 'select', levels), kavya))).toBe('asked');
  });
});

describe('the phone country read from options with dialling codes', () => {
  it('whatever the language of the label and of the country names', () => {
    const options = ['日本 (+81)', '印度 (+91)', '加拿大 (+1)', '美国 (+1)'];
    expect(said(answerQuestion(q('电话区号', 'select', options), kavya))).toBe('印度 (+91)');
    expect(
      said(answerQuestion(q('Prefijo', 'select', ['España (+34)', 'Canadá (+1)', 'Estados Unidos (+1)']), marco)),
    ).toBe('Canadá (+1)');
  });
});

describe('pay: parts, other pay and present wordings', () => {
  it('a part added back is the whole; a part paid out stays asked', () => {
    expect(said(answerQuestion(q('Expected CTC + variable'), kavya))).toBe('8 LPA');
    expect(said(answerQuestion(q('Expected package (fixed + var)'), kavya))).toBe('8 LPA');
    expect(said(answerQuestion(q('Expected take-home pay plus bonus'), kavya))).toBe('asked');
    expect(said(answerQuestion(q('Expected CTC for this .NET role'), kavya))).toBe('8 LPA');
    expect(said(answerQuestion(q('Expected CTC, as a fixed number rather than a range'), kavya))).toBe('8 LPA');
  });

  it('currencies offered as alternatives: a figure in any of them, never converted', () => {
    expect(said(answerQuestion(q('Expected pay (CAD / USD)'), marco))).toBe('CA$95,000 per year');
    expect(said(answerQuestion(q('Expected pay (lakhs or USD)', 'numeric'), kavya))).toBe('8');
    expect(answerQuestion(q('Expected pay (EUR or GBP)'), marco)).toEqual({
      answered: false,
      reason: expect.stringMatching(/^the question asks for EUR or GBP, the figure given is (CAD|USD)$/),
    });
    // One currency written with a dollar sign is that currency alone.
    expect(said(answerQuestion(q('Expected pay (A$)'), marco))).toBe('asked');
  });

  it('total compensation or a contract rate: 0 for someone with no pay, else asked', () => {
    expect(said(answerQuestion(q('Current total compensation'), kavya))).toBe('0');
    expect(said(answerQuestion(q('Current total compensation'), marco))).toBe('asked');
    expect(said(answerQuestion(q('Expected total compensation'), kavya))).toBe('asked');
  });

  it('present and last pay are the current pay', () => {
    expect(said(answerQuestion(q('How much do you make a year?'), marco))).toBe('CA$85,000 per year');
    expect(said(answerQuestion(q('Your most recent salary'), marco))).toBe('CA$85,000 per year');
    expect(said(answerQuestion(q('How much do you want to earn?'), marco))).toBe('CA$95,000 per year');
    expect(said(answerQuestion(q('What was your previous salary?'), marco))).toBe('asked');
    // Someone else's pay, or the role's own, is not the user's.
    expect(said(answerQuestion(q("Your partner's current salary"), marco))).toBe('asked');
    expect(said(answerQuestion(q('Current pay band of this position, as you understand it'), marco))).toBe('asked');
    // A misspelling, "ur", and how a fresher should type it are read as the same question.
    expect(said(answerQuestion(q('Curent salary?'), marco))).toBe('CA$85,000 per year');
    expect(said(answerQuestion(q('Whats ur CTC'), kavya))).toBe('0');
    expect(said(answerQuestion(q('What is your present CTC? For a fresher, put 0.'), kavya))).toBe('0');
  });

  it('figures joined in one field: one 0 where each is none, else asked', () => {
    expect(said(answerQuestion(q('Current salary & notice period'), kavya))).toBe('0');
    expect(said(answerQuestion(q('Current salary & notice period'), marco))).toBe('asked');
    expect(said(answerQuestion(q('Notice period and expected salary'), kavya))).toBe('asked');
  });
});

describe('privacy acknowledgements', () => {
  const box = (label: string) => q(label, 'checkbox', ['Acknowledged']);

  it('ticks an acknowledgement of how the application is handled', () => {
    expect(
      said(
        answerQuestion(
          box(
            'I understand that the details I submit will be processed as set out in the Candidate Privacy Policy, which allows sharing them with vendors that support the recruitment process.',
          ),
          kavya,
        ),
      ),
    ).toEqual(['Acknowledged']);
  });

  it('asks where data goes beyond the application', () => {
    expect(
      said(answerQuestion(box('I understand my details may be shared with partners for marketing purposes.'), kavya)),
    ).toBe('asked');
    expect(
      said(answerQuestion(box('I understand the information I submit may also be used for other positions.'), kavya)),
    ).toBe('asked');
    expect(
      said(
        answerQuestion(
          box(
            'I understand my data may be shared with third parties outside the hiring process, per the privacy policy.',
          ),
          kavya,
        ),
      ),
    ).toBe('asked');
  });
});
