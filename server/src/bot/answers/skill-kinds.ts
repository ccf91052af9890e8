import { withSkillTokens, withoutSkillTokens } from './skill-aliases';
import { normaliseText } from './text-similarity';

/** Programming languages a resume may list ("Go" capitalised: the language, never the verb). */
const LANGUAGES = [
  'python',
  'java',
  'javascript',
  'typescript',
  'Go',
  'c++',
  'c#',
  'ruby',
  'rust',
  'kotlin',
  'swift',
  'php',
  'scala',
];

/** Frameworks and markup only a user interface on the web is built with. */
const FRONT_END_TOOLS = ['react', 'angular', 'vue', 'next.js', 'svelte', 'html', 'css'];

/** The web's languages and frameworks: its front end's, JavaScript's and the web frameworks of other languages. */
const WEB_TOOLS = [
  ...FRONT_END_TOOLS,
  'javascript',
  'typescript',
  'node.js',
  'express',
  'django',
  'flask',
  'ruby on rails',
  'laravel',
  'php',
];

/** Words after a kind's name that only say its members are tools. */
const KIND_WORDS = String.raw` (technologies|technology|tools?|software|platforms?|systems?|solutions|services|infrastructure|environments?)`;

/**
 * Kinds of tool a question may ask for by the kind's name, and the tools that are one: years with
 * Salesforce are years with a CRM. Only tools that are plainly of the kind; the kind's own years
 * may be more (several tools), never fewer.
 */
const TOOL_KINDS: Array<[RegExp, string[]]> = (
  [
    [/^crm( software| tools?| systems?| platforms?)?$/, ['salesforce', 'hubspot', 'zoho crm', 'microsoft dynamics']],
    [/^(public )?cloud( platforms?| computing| providers?| services)?$/, ['aws', 'gcp', 'azure']],
    [
      /^(containers?|containeri[sz]ation|containeri[sz]ed|container orchestration|orchestration)( technologies| technology| tools?| platforms?| applications?| apps| workloads?| services)?$/,
      ['docker', 'kubernetes'],
    ],
    [/^(version|source) control( systems?)?$/, ['git']],
    [/^(relational databases?|sql databases?|rdbms)$/, ['sql', 'postgresql', 'mysql', 'sql server', 'oracle database']],
    [/^spreadsheets?$/, ['excel', 'google sheets']],
    // "Microsoft Office", "MS Office suite", "Office 365": its applications, Excel among them.
    [
      /^((microsoft|ms) )?office( suite| 365| applications| apps)?$|^(microsoft|ms) 365$/,
      ['excel', 'microsoft word', 'powerpoint', 'outlook'],
    ],
    // "JavaScript frameworks": React and the like are one (their years bound the kind's from below).
    [
      /^(javascript|js|typescript|front ?end( javascript)?) (frameworks?|libraries)$/,
      ['react', 'angular', 'vue', 'next.js', 'svelte', 'ember.js', 'express'],
    ],
    // "Web technologies": the web's own languages and frameworks (a language that serves other ends
    // too, Python or Java, is none of them). Web development, a field of work, is not read from
    // tools (its years are the employer's judgement); web services are a kind of interface.
    [/^(web|web based|internet)( technologies| technology| frameworks?| stack)$/, WEB_TOOLS],
    // "Front-end technologies": the tools only a user interface is built with (JavaScript runs servers too).
    [/^(front ?end|client side)( web)?( technologies| technology| frameworks?| stack)$/, FRONT_END_TOOLS],
    // "Databases", "database management": SQL is what relational ones are worked with.
    [
      /^(databases?|database (systems?|technologies|management|management systems|development|tools)|dbms)$/,
      [
        'sql',
        'postgresql',
        'mysql',
        'mongodb',
        'sql server',
        'oracle database',
        'sqlite',
        'redis',
        'dynamodb',
        'cassandra',
      ],
    ],
    // "Programming", "coding", "programming languages": any language the resume lists is one.
    [
      /^((computer |software )?programming|coding|code|programming languages?|(software )?programming (languages?|skills))$/,
      LANGUAGES,
    ],
  ] as Array<[RegExp, string[]]>
).map(([name, tools]) => [
  // "CRM tools", "cloud technologies", "version control software": the kind with a word for what a tool is.
  new RegExp(`${name.source.slice(0, -1)}(${KIND_WORDS})?$`),
  tools,
]);

/** The tools of the kind a skill phrase names, if it names one. */
export function toolKind(skill: string): string[] | undefined {
  const named = normaliseText(withoutSkillTokens(skill))
    // "Managing containerized applications", "writing code": what is done with the kind is the kind.
    .replace(
      /^((hands on|practical|professional|commercial) )?((building|developing|designing|writing|maintaining|managing|creating|deploying|working on|working with) )?((the|a|an) )?/,
      '',
    );
  return TOOL_KINDS.find(([name]) => name.test(named))?.[1];
}

/** Whether a skill phrase names a programming language ("JavaScript", "Go"): its frameworks are a use of it. */
export const isProgrammingLanguage = (skill: string): boolean =>
  LANGUAGES.some((language) => normaliseText(withSkillTokens(language)) === normaliseText(withSkillTokens(skill)));

/**
 * What is done only in one language: its own frameworks, and the parts of a system it may build.
 * Years with "Java Spring" or "Python Django" are years with the language, so no more than its.
 * Only a language's own (never another language: "Java/C#" may be either one).
 */
const USES_OF_LANGUAGE: Record<string, string[]> = {
  java: ['spring', 'j2ee', 'jee', 'java ee', 'swing', 'hibernate', 'struts'],
  python: ['django', 'flask', 'fastapi', 'pandas', 'numpy'],
  ruby: ['rails', 'ruby on rails', 'sinatra'],
  php: ['laravel', 'symfony', 'codeigniter'],
};
const SYSTEM_PARTS = ['backend', 'back end', 'microservices', 'apis', 'api', 'backend development'];

/** Whether a phrase after a language's name ("Spring" after "Java", "backend") is a use of that language. */
export function isUseOfLanguage(use: string, language: string): boolean {
  if (!isProgrammingLanguage(language)) return false;
  const name = normaliseText(withoutSkillTokens(language));
  const named = normaliseText(withoutSkillTokens(use));
  return SYSTEM_PARTS.includes(named) || (USES_OF_LANGUAGE[name] ?? []).includes(named);
}
