import type { TemplateReader } from './topic';

export const LANGUAGES = [
  'english',
  'hindi',
  'german',
  'french',
  'spanish',
  'mandarin',
  'chinese',
  'japanese',
  'portuguese',
  'italian',
  'arabic',
  'dutch',
  'russian',
  'korean',
  'tamil',
  'telugu',
  'marathi',
  'bengali',
  'kannada',
  'polish',
  'swedish',
  'turkish',
  'urdu',
  'gujarati',
  'malayalam',
  'cantonese',
];

/** The proficiency levels of LinkedIn's language template, lowest first. */
export type Proficiency = 'none' | 'conversational' | 'professional' | 'native';

/**
 * The level a word names: LinkedIn's own four, and the profile levels that say the same
 * ("Full professional", "Native or bilingual"). "Fluent" says none of them exactly, so it is none.
 */
export function proficiencyIn(text: string): Proficiency | undefined {
  const t = text.toLowerCase();
  if (/\b(native|bilingual|mother tongue|first language)\b/.test(t)) return 'native';
  if (/\b(professional|full professional|business)\b/.test(t) && !/\blimited\b/.test(t)) return 'professional';
  if (/\b(conversational|limited working|intermediate)\b/.test(t)) return 'conversational';
  if (/^\s*(none|no proficiency|not at all)\s*$/.test(t)) return 'none';
  return undefined;
}

/**
 * LinkedIn's "What is your level of proficiency in English?" and "Do you speak German fluently?":
 * a language named together with a word about speaking or proficiency.
 */
/** Language names as Spanish-language forms write them (accents are off in the normalised text). */
const SPANISH_NAMES: Record<string, string> = {
  ingles: 'english',
  espanol: 'spanish',
  aleman: 'german',
  frances: 'french',
  portugues: 'portuguese',
  italiano: 'italian',
};

export const readLanguage: TemplateReader = (text) => {
  // "Non-native", "a second language", "a language other than English": not the level of the one
  // named, so its level does not answer (a native speaker is not a non-native one).
  if (
    /\bnon ?native\b|\b(second|third|foreign) language\b|\b(other than|besides|apart from|in addition to|except)\b/.test(
      text,
    )
  )
    return undefined;
  if (
    !/\b(proficiency|proficient|fluent|fluently|fluency|speak|speaks|speaker|speakers|speaking|spoken|language|level of|nivel|idioma|mother tongue|native|advanced)\b|\b(level|rate|rating|command|communicate|communication( skills)?|written and spoken|verbal and written)$|^(how would you rate|rate) your\b|\b(level|command|knowledge) of\b|\b(communicate|communication skills) in\b|^(what is )?your \w+ level$|^\w+ level$/.test(
      text,
    )
  )
    return undefined;
  const named = [
    ...LANGUAGES.filter((name) => new RegExp(`\\b${name}\\b`).test(text)),
    ...Object.entries(SPANISH_NAMES)
      .filter(([name]) => new RegExp(`\\b${name}\\b`).test(text))
      .map(([, name]) => name),
  ];
  // "German and English fluently": one level stated is no answer for the other language.
  const languages = new Set(named);
  return languages.size === 1 ? { family: 'language', subject: named[0]! } : undefined;
};
