import {
  companyKey,
  excludedByCard,
  excludedByDescription,
  exclusionReasons,
  type Exclusions,
} from '../excluded-posting';

const none: Exclusions = { searchCompanies: [], everySearchCompanies: [], keywords: [] };

describe('a company excluded (product §4.11)', () => {
  it.each([
    ['Acme', 'Acme Inc.'],
    ['acme', 'ACME, Inc'],
    ['Acme Inc', 'Acme'],
    ['Globex Corporation', 'Globex'],
    ['Initech GmbH', 'Initech'],
    ['Société Générale', 'Societe Generale S.A.'],
    ['Procter & Gamble', 'Procter and Gamble Co.'],
  ])('"%s" excludes postings of "%s"', (excluded, shown) => {
    expect(excludedByCard({ company: shown, title: 'Engineer' }, { ...none, searchCompanies: [excluded] })).toBe(
      exclusionReasons.company(shown),
    );
  });

  it.each([
    ['Acme', 'Acme Robotics'],
    ['Acme', 'Acmeco'],
    ['Meta', 'Metaview'],
  ])('"%s" does not exclude "%s", another company', (excluded, shown) => {
    expect(excludedByCard({ company: shown, title: 'Engineer' }, { ...none, searchCompanies: [excluded] })).toBeNull();
  });

  it('keeps a name made only of a legal form whole', () => {
    expect(companyKey('Group')).toBe('group');
  });

  it('says when the company is on the list for every search', () => {
    expect(
      excludedByCard({ company: 'Acme Inc.', title: 'Engineer' }, { ...none, everySearchCompanies: ['acme'] }),
    ).toBe(exclusionReasons.everySearchCompany('Acme Inc.'));
  });
});

describe('a keyword excluded', () => {
  const keywords: Exclusions = { ...none, keywords: ['Java', 'unpaid', 'team lead', 'C++'] };

  it.each([
    ['Senior Java Developer', 'Java'],
    ['Team  Lead, Payments', 'team lead'],
    ['C++ Engineer', 'C++'],
  ])('is found as whole words in the title "%s"', (title, keyword) => {
    expect(excludedByCard({ company: 'Acme', title }, keywords)).toBe(exclusionReasons.keyword(keyword, 'title'));
  });

  it.each(['JavaScript Developer', 'Leadership coach', 'Unpaidless'])(
    'is not found inside another word: "%s"',
    (title) => {
      expect(excludedByCard({ company: 'Acme', title }, keywords)).toBeNull();
    },
  );

  it('is found in the description once it is read', () => {
    expect(excludedByDescription('This internship is UNPAID.', keywords)).toBe(
      exclusionReasons.keyword('unpaid', 'description'),
    );
    expect(excludedByDescription('We write TypeScript.', keywords)).toBeNull();
  });
});
