import { escapeRegExp } from '../escape-reg-exp';

/**
 * Other names of the same skill, to one name each: a resume's "React" answers a form's
 * "React.js". Only names that are the same thing are grouped (Java is not JavaScript, React is not
 * React Native), so a match never claims a skill the resume does not state.
 */
const ALIASES: Record<string, string[]> = {
  react: ['react.js', 'reactjs', 'react js', 'react-js', 'react'],
  'node.js': ['node.js', 'nodejs', 'node js', 'node-js', 'node'],
  go: ['golang', 'go lang', 'go'],
  javascript: ['javascript', 'java script', 'js', 'ecmascript'],
  typescript: ['typescript', 'ts'],
  kubernetes: ['kubernetes', 'k8s'],
  postgresql: ['postgresql', 'postgres', 'postgre sql', 'postgre', 'psql'],
  aws: ['amazon web services', 'aws'],
  gcp: ['google cloud platform', 'google cloud', 'gcp'],
  azure: ['microsoft azure', 'azure'],
  'machine learning': ['machine learning', 'ml'],
  'c#': ['c#', 'csharp', 'c sharp'],
  'c++': ['c++', 'cpp'],
  '.net': ['.net', 'dotnet', 'dot net'],
  'vue.js': ['vue.js', 'vuejs', 'vue'],
  angular: ['angular.js', 'angularjs', 'angular'],
  'next.js': ['next.js', 'nextjs'],
  mongodb: ['mongodb', 'mongo'],
  excel: ['microsoft excel', 'ms excel', 'ms-excel', 'excel'],
  salesforce: ['salesforce.com', 'salesforce crm', 'salesforce', 'sfdc'],
  'spring boot': ['spring boot', 'springboot'],
  python: ['python', 'python3'],
  ci: ['ci/cd', 'cicd', 'ci cd', 'ci-cd'],
};

/** Every alias, longest first so "react.js" is read before "react". */
const PATTERNS: Array<{ pattern: RegExp; name: string }> = Object.entries(ALIASES)
  .flatMap(([name, aliases]) => aliases.map((alias) => ({ alias, name })))
  .sort((a, b) => b.alias.length - a.alias.length)
  .map(({ alias, name }) => ({
    // Not inside a longer word or name: "js" is not part of "json", "go" not of "django".
    pattern: new RegExp(`(?<![\\w.#+-])${escapeRegExp(alias)}(?![\\w#+-]|\\.\\w)`, 'gi'),
    name,
  }));

/** One token per skill name, safe from the word splitting that follows ("c++" → "skill_c__"). */
const token = (name: string) => ` skill${name.replace(/[^a-z0-9]/g, (c) => `x${c.charCodeAt(0)}`)} `;

/**
 * The text with each known skill written as one token, so "ReactJS (3 years)" and "React.js"
 * meet. "Go" counts only as written with a capital (or "golang"): "go-to-market" is not the language.
 */
export function withSkillTokens(text: string): string {
  let out = text;
  for (const { pattern, name } of PATTERNS) {
    out = out.replace(pattern, (match) => (name === 'go' && match === 'go' ? match : token(name)));
  }
  return out;
}

/** A skill's token back to its name ("skillnodex46js" → "node.js"), so a phrase can be read by its words. */
export const withoutSkillTokens = (text: string): string =>
  text.replace(/\bskill([a-z0-9]+)\b/g, (_, name: string) =>
    name.replace(/x(\d+)/g, (__, code: string) => String.fromCharCode(Number(code))),
  );
