import { profiles } from '../corpus/profiles';
import publicThreads from '../corpus/public-threads.json';
import teamQuestions from '../corpus/questions.json';

// Shape of the questions gathered from public bot issue threads and ATS form data: the split and
// bench code reads this file, so it has to hold together on its own.
interface PublicQuestion {
  id: number;
  label: string;
  kind: string;
  options: string[];
  wholeNumber?: boolean;
  description?: string;
  placeholder?: string;
  source: string;
  kindFrom: string;
  expected: Record<string, string | string[]>;
}

const questions = publicThreads as PublicQuestion[];
const profileNames = Object.keys(profiles).sort();
const kinds = ['text', 'numeric', 'textarea', 'select', 'radio', 'checkbox', 'typeahead'];

const normalise = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]|_/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('public-threads corpus file', () => {
  it('holds at least 450 questions with unique ids from 20001', () => {
    expect(questions.length).toBeGreaterThanOrEqual(450);
    const ids = questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(20001);
  });

  it('gives every question a known kind, a source and a label for every profile', () => {
    for (const question of questions) {
      expect(kinds).toContain(question.kind);
      expect(['source', 'inferred']).toContain(question.kindFrom);
      expect(question.source).toMatch(/^(https:\/\/github\.com\/|github:)/);
      expect(Array.isArray(question.options)).toBe(true);
      expect(Object.keys(question.expected).sort()).toEqual(profileNames);
    }
  });

  it('labels choice questions with option texts', () => {
    const bad: Array<{ id: number; profile: string; label: string | string[] }> = [];
    for (const question of questions)
      for (const [profile, label] of Object.entries(question.expected)) {
        if (label === 'ask') continue;
        const fits =
          question.kind === 'checkbox'
            ? Array.isArray(label) && label.every((option) => question.options.includes(option))
            : typeof label === 'string' &&
              (question.kind === 'radio' || question.kind === 'select' ? question.options.includes(label) : true);
        if (!fits) bad.push({ id: question.id, profile, label });
      }
    expect(bad).toEqual([]);
  });

  it('labels whole-number fields with whole numbers', () => {
    const bad = questions.filter(
      (question) =>
        question.kind === 'numeric' &&
        Object.values(question.expected).some(
          (label) => label !== 'ask' && !(question.wholeNumber ? /^\d+$/ : /^\d+(\.\d+)?$/).test(String(label)),
        ),
    );
    expect(bad.map((question) => question.id)).toEqual([]);
  });

  it('repeats no question, neither within the file nor from the team corpus', () => {
    const team = new Set(teamQuestions.map((question) => normalise(question.label)));
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const question of questions) {
      const key = normalise(question.label);
      if (team.has(key) || seen.has(key)) repeated.push(question.label);
      seen.add(key);
    }
    expect(repeated).toEqual([]);
  });

  it('draws no more than 15 % of its questions from one source', () => {
    const counts = new Map<string, number>();
    for (const question of questions) counts.set(question.source, (counts.get(question.source) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(questions.length * 0.15);
  });
});
