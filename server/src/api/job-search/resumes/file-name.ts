import { RESUME_EXTENSIONS, type ResumeKind } from '@/services/upload-check';

const MAX_NAME_LENGTH = 200;
/** Control characters, and the bidirectional overrides that make "cv‮fdp.exe" read as "cvexe.pdf". */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Half a surrogate pair is not text: it cannot be percent-encoded for the download header. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The last segment of what the browser sent, without characters that could fool a reader. */
function cleanName(uploaded: string): string {
  const base = uploaded.split(/[/\\]/).pop() ?? '';
  return base.replace(UNSAFE_CHARACTERS, '').replace(LONE_SURROGATE, '').trim();
}

/** Cut by code points, so a long name never ends in half an emoji. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('').trimEnd();

/**
 * The uploader's file name, kept for display and the download header only (it is never a path):
 * no directories, no control characters, ending with the extension of what the bytes really are.
 */
export function displayFileName(uploaded: string, kind: ResumeKind): string {
  const extension = RESUME_EXTENSIONS[kind];
  let name = cleanName(uploaded);
  if (name.toLowerCase().endsWith(extension)) name = name.slice(0, -extension.length);
  name = cut(name, MAX_NAME_LENGTH - extension.length);
  return (name === '' ? 'resume' : name) + extension;
}

/** The title a resume gets when none is sent: the uploaded file name without its extension. */
export function defaultTitle(uploaded: string, maxLength: number): string {
  const title = cut(cleanName(uploaded).replace(/\.[^.]*$/, ''), maxLength).trim();
  return title === '' ? 'Resume' : title;
}
