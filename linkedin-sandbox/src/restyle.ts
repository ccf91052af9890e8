import { createHash, randomBytes } from 'node:crypto';

/**
 * The restyle switch: every class name the sandbox serves (HTML, its stylesheet and the classes its
 * scripts create) is rewritten to a build-hash name, as LinkedIn's 2024–26 builds do, while ids,
 * roles, labels, texts and data-* attributes stay. A bot that finds elements by class stops
 * working; one that finds them as a person would keeps going.
 */
export class Restyle {
  private readonly names = new Map<string, string>();

  constructor(readonly seed: string = randomBytes(6).toString('hex')) {}

  /** The build-hash name of a class: 8 hex digits, "_"-prefixed when it starts with a digit. */
  className(name: string): string {
    let hashed = this.names.get(name);
    if (!hashed) {
      const hex = createHash('sha256').update(`${this.seed}:${name}`).digest('hex').slice(0, 8);
      hashed = /^\d/.test(hex) ? `_${hex}` : hex;
      this.names.set(name, hashed);
    }
    return hashed;
  }

  private classList(value: string): string {
    return value
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => this.className(name))
      .join(' ');
  }

  /** Every class="…" attribute (templates included); text and other attributes are left alone. */
  rewriteHtml(html: string): string {
    return html.replace(
      /(\sclass=)"([^"]*)"/g,
      (_all, prefix: string, value: string) => `${prefix}"${this.classList(value)}"`,
    );
  }

  /** Class selectors of the stylesheet (selector text only, never declarations such as url(a.png)). */
  rewriteCss(css: string): string {
    return css.replace(/(^|})([^{}]*)\{/g, (_all, close: string, selector: string) => {
      if (selector.trim().startsWith('@')) return `${close}${selector}{`;
      return `${close}${selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_m, name: string) => `.${this.className(name)}`)}{`;
    });
  }

  /**
   * A page script: the classes it sets (className = '…', classList.add/remove/toggle/contains('…'))
   * and the class selectors it queries for those same classes or the stylesheet's (`vocabulary`).
   */
  rewriteScript(script: string, vocabulary: Iterable<string> = []): string {
    const known = new Set(vocabulary);
    let out = script.replace(
      /(\.className\s*=\s*)(['"])([^'"]*)\2/g,
      (_all, prefix: string, quote: string, value: string) => {
        value
          .split(/\s+/)
          .filter(Boolean)
          .forEach((name) => known.add(name));
        return `${prefix}${quote}${this.classList(value)}${quote}`;
      },
    );
    out = out.replace(
      /(\.classList\.(?:add|remove|toggle|contains)\()(['"])([^'"]+)\2/g,
      (_all, prefix: string, quote: string, name: string) => {
        known.add(name);
        return `${prefix}${quote}${this.className(name)}${quote}`;
      },
    );
    // Selectors inside string literals: only names known to be classes, so 'contact.email' stays.
    return out.replace(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g, (literal: string, quote: string, body: string) => {
      const rewritten = body.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (match, name: string) =>
        known.has(name) ? `.${this.className(name)}` : match,
      );
      return `${quote}${rewritten}${quote}`;
    });
  }
}

/** The class names a stylesheet defines (the vocabulary scripts may query). */
export function stylesheetClasses(css: string): string[] {
  const found = new Set<string>();
  for (const [, selector] of css.matchAll(/(?:^|})([^{}]*)\{/g)) {
    if (selector!.trim().startsWith('@')) continue;
    for (const [, name] of selector!.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) found.add(name!);
  }
  return [...found];
}
