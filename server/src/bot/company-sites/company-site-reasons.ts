/**
 * Why an application on a company's own site ended as it did, as the user reads it on the
 * application (plain words; the link is where they apply by hand when the bot cannot).
 */
export const companySiteReasons = {
  unsupported: (url: string) =>
    `Skipped: this job is applied to on the company's own website, which JobPilot does not fill in. Apply there yourself: ${url}. No credit was used.`,
  captcha: (url: string) =>
    `Needs you: the company's site asks for a CAPTCHA, which only you can answer. Apply there yourself: ${url}. No credit was used.`,
  emailCode: (url: string) =>
    `Needs you: the company's site asks for a code it emails you before it accepts the application. Apply there yourself: ${url}. No credit was used.`,
  file: (question: string, url: string) =>
    `Needs you: the company's site asks for a file ("${question}") JobPilot does not have. Apply there yourself: ${url}. No credit was used.`,
  alreadyApplied: (system: string, words: string) =>
    `Already applied: ${system} answered "${words}", so you had applied to this job on the company's site before. No credit was used.`,
  refused: (system: string, company: string, words: string) =>
    `${system} did not accept the application for ${company}: ${words}`,
  unconfirmed: (system: string, url: string) =>
    `The application was sent on ${system}, but the site showed no confirmation, so it was not counted and no credit was used. Check with the company or apply again yourself: ${url}.`,
  interrupted: (system: string, url: string) =>
    `JobPilot stopped while it was sending the application on ${system}, and the site's confirmation was never seen, so it was not counted and no credit was used. Check with the company or apply again yourself: ${url}.`,
  notRecognised:
    "The company's site showed its application form in a way JobPilot does not recognise yet, so it was skipped. No credit was used.",
  didNotLoad: (url: string) =>
    `The company's site did not load, so this job was skipped. No credit was used. Apply there yourself: ${url}.`,
} as const;
