import { LANGUAGES } from '../templates/language';

/**
 * LinkedIn's profile scale of language proficiency, lowest first. A resume's "Conversational" or
 * "Intermediate" is not on it: it lies between two of its steps, and is kept as it was written.
 */
type ProfileLevel = 'elementary' | 'limited working' | 'professional working' | 'full professional' | 'native';

/** A level as the applicant wrote it, read onto LinkedIn's scale where it is one of its steps. */
export interface LanguageLevel {
  /** The words used ("Full professional", "Conversational"). */
  written: string;
  /** The step of LinkedIn's profile scale, when the words name one. */
  step?: ProfileLevel;
  /** The broad level the yes/no questions need. */
  broad: 'native' | 'professional' | 'conversational' | 'none';
}

/** The level a text names: "Native or bilingual", "Full professional", "Professional working", "B2"… */
export function readLevel(text: string): LanguageLevel | undefined {
  const t = text.toLowerCase().trim();
  const written = text.trim();
  if (/\b(native|bilingual|mother tongue|first language)\b/.test(t))
    return { written, step: 'native', broad: 'native' };
  if (/\bfull(y)? professional\b/.test(t)) return { written, step: 'full professional', broad: 'professional' };
  if (/\bprofessional working\b/.test(t)) return { written, step: 'professional working', broad: 'professional' };
  // A bare "Professional" (LinkedIn's screening template, many resumes) is not a step of the profile scale.
  if (/\b(professional|business)\b/.test(t) && !/\blimited\b/.test(t)) return { written, broad: 'professional' };
  if (/\blimited working\b/.test(t)) return { written, step: 'limited working', broad: 'conversational' };
  if (/\belementary\b/.test(t)) return { written, step: 'elementary', broad: 'conversational' };
  if (/\b(conversational|intermediate)\b/.test(t)) return { written, broad: 'conversational' };
  return undefined;
}

/** The languages the resume names with a level: "Languages: English (Professional), Hindi (Native)". */
export function languagesInResume(resumeText: string): Record<string, LanguageLevel> {
  const found: Record<string, LanguageLevel> = {};
  for (const line of resumeText.split('\n')) {
    for (const language of LANGUAGES) {
      if (found[language]) continue;
      const match = new RegExp(`\\b${language}\\b\\s*(?:\\(([^)]*)\\)|[-–:]\\s*([\\w ]+))`, 'i').exec(line);
      const level = match && readLevel(match[1] ?? match[2] ?? '');
      if (level) found[language] = level;
    }
  }
  return found;
}
