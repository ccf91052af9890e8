import { myDataAnswerAnchor, myDataLink } from '../my-data-links';

describe('My data links', () => {
  it('gives every spelling of one question the same anchor', () => {
    const anchor = myDataAnswerAnchor('Visa sponsorship needed?');
    expect(anchor).toBe('answer-visa-sponsorship-needed');
    expect(myDataAnswerAnchor('  visa   Sponsorship needed :')).toBe(anchor);
    expect(myDataAnswerAnchor('Wie lange ist Ihre Kündigungsfrist?')).toBe('answer-wie-lange-ist-ihre-kündigungsfrist');
  });

  it('links each source kept on the page to its place there, and no other', () => {
    expect(myDataLink('resume', 'Years of React?')).toBe('/my-data#resumes');
    expect(myDataLink('extra_information', 'Notice period?')).toBe('/my-data#additional-information');
    expect(myDataLink('answers_needed', 'Why us?')).toBe('/my-data#answer-why-us');
    expect(myDataLink('custom_information', 'Why us?')).toBe('/my-data#answer-why-us');
    expect(myDataLink('llm', 'Tell us about you')).toBe('/my-data');
    expect(myDataLink('profile', 'First name')).toBeNull();
    expect(myDataLink('linkedin_saved', 'Phone')).toBeNull();
  });
});
