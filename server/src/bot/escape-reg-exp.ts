/** `text` as a literal inside a regular expression: a name or a phrase matched as it is written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
