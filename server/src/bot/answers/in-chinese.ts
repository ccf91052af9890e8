/**
 * LinkedIn shows its templates in Chinese to members who use it in Chinese ("您的英语水平如何？").
 * Chinese has no spaces between words, so a question is read in English only when every one of its
 * Chinese characters belongs to a phrase known here; any other character left means the question is
 * not read, and is asked. Options (the language levels) are read the same way.
 */

/** Language names as Chinese writes them. */
const LANGUAGES: Record<string, string> = {
  英语: 'english',
  英文: 'english',
  德语: 'german',
  法语: 'french',
  西班牙语: 'spanish',
  日语: 'japanese',
  印地语: 'hindi',
  葡萄牙语: 'portuguese',
  意大利语: 'italian',
  韩语: 'korean',
  俄语: 'russian',
};
const LANGUAGE = `(${Object.keys(LANGUAGES).join('|')})`;

/** Whole questions by their parts, each to the English template the rules read. */
const PHRASES: Array<[RegExp, (language: string) => string]> = [
  // "您的英语水平如何？", "你的德语水平是？", "英语水平": a language's level.
  [
    new RegExp(`^(?:您的|你的)?${LANGUAGE}(?:水平|能力|熟练程度)(?:如何|是什么|是|怎么样)?$`),
    (l) => `what is your level of proficiency in ${l}`,
  ],
  // "您会说德语吗？": speaking it.
  [new RegExp(`^(?:您|你)(?:会|能)(?:说|讲)${LANGUAGE}吗$`), (l) => `do you speak ${l}`],
];

/** The label read in English, or undefined when it is not Chinese or has a phrase not known here. */
export function chineseInEnglish(label: string): string | undefined {
  const text = label.replace(/[\s？?。：:！!]/g, '');
  if (!/\p{Script=Han}/u.test(text)) return undefined;
  for (const [pattern, to] of PHRASES) {
    const match = pattern.exec(text);
    if (match) return to(LANGUAGES[match[1]!]!);
  }
  return undefined;
}

/** LinkedIn's language levels as its Chinese options name them. */
const LEVELS: Array<[RegExp, string]> = [
  [/^(?:无|不会|没有)$/, 'None'],
  [/^(?:初级|入门|基础|基本)$/, 'Elementary'],
  [/^(?:日常交流|日常沟通|日常对话|会话|基本交流)$/, 'Conversational'],
  [/^(?:商务沟通|商务交流|专业|职业|专业水平)$/, 'Professional'],
  [/^(?:母语|母语或双语|母语或精通双语|双语)$/, 'Native or bilingual'],
  [/^(?:是|是的)$/, 'Yes'],
  [/^(?:否|不是)$/, 'No'],
];

/** A Chinese option in English, or as it was. */
export function chineseOptionInEnglish(option: string): string {
  const text = option.replace(/\s/g, '');
  return LEVELS.find(([pattern]) => pattern.test(text))?.[1] ?? option;
}
