/** The profile links a resume writes out, as full URLs. */
export interface ProfileLinks {
  linkedin?: string;
  github?: string;
  /** A personal site or portfolio: any other http(s) link in the resume's header. */
  website?: string;
}

const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[\w%-]+\/?/i;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[\w-]+\/?/i;
const SITE =
  /^(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:dev|io|me|com|net|org|site|app|page|co|in|uk)(?:\/[\w./-]*)?$/i;

const full = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${/^www\./i.test(url) ? '' : 'www.'}${url}`);

export function linksInResume(resumeText: string): ProfileLinks {
  const linkedin = LINKEDIN.exec(resumeText)?.[0];
  const github = GITHUB.exec(resumeText)?.[0];
  // A site is a word of its own in the header: not part of an email address.
  const words = resumeText
    .split('\n')
    .slice(0, 4)
    .join(' ')
    .split(/[\s|·•,;]+/);
  const website = words.find((word) => SITE.test(word) && !/linkedin\.com|github\.com/i.test(word));
  return {
    linkedin: linkedin && full(linkedin.replace(/\/$/, '')),
    github:
      github &&
      `https://${github
        .replace(/^https?:\/\//i, '')
        .replace(/^www\./i, '')
        .replace(/\/$/, '')}`,
    website: website && full(website),
  };
}
