import { RELEVANCE_THRESHOLD, scoreRelevance } from '../score-relevance';

const resumeText =
  'Senior software engineer. 6 years building backend services in TypeScript, Node.js and PostgreSQL; ' +
  'REST APIs, Docker, Kubernetes, AWS, React front ends, automated testing with Jest.';

describe('scoreRelevance', () => {
  it('scores a posting matching the search term and the resume as relevant', () => {
    const result = scoreRelevance({
      title: 'Backend Software Engineer',
      description: 'Build REST APIs in TypeScript and Node.js on PostgreSQL. Docker and Kubernetes on AWS. Jest tests.',
      searchTerm: 'Software Engineer',
      resumeText,
    });
    expect(result.relevant).toBe(true);
    expect(result.score).toBeGreaterThanOrEqual(0.9);
  });

  it('scores an unrelated posting that only mentions a search word in passing as not relevant, saying why', () => {
    const result = scoreRelevance({
      title: 'Pastry Chef',
      description: 'Bake croissants and cakes in our kitchen. Our software engineer built the ordering app.',
      searchTerm: 'Software Engineer',
      resumeText,
    });
    expect(result.relevant).toBe(false);
    expect(result.score).toBeLessThan(RELEVANCE_THRESHOLD);
    expect(result.reason).toBe(
      `Not relevant (score ${result.score.toFixed(2)}, needed 0.50): the title has 0 of 2 words of "Software Engineer", ` +
        'and the posting shares 2 keywords with your resume (software, engineer).',
    );
  });

  it('is deterministic', () => {
    const input = { title: 'Data Engineer', description: 'Spark', searchTerm: 'Data Engineer', resumeText };
    expect(scoreRelevance(input)).toEqual(scoreRelevance(input));
  });
});
