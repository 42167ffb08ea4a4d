/**
 * The rules of the app's stylesheet that a prerendered page can use (issue #27): a page carries
 * these in its HTML and paints on them, and the whole stylesheet comes after, without holding
 * the paint (prerender-public-pages.ts).
 *
 * A rule is kept unless one of its selectors is sure to match nothing: every selector of the
 * rule names a class the page's markup does not have. Classes inside parentheses (`:not(...)`,
 * `:is(...)`, `:where(...)`) and attribute selectors are not counted, so a rule they might let
 * match is kept; element selectors, `:root`, at-rules without rules inside (`@font-face`,
 * `@property`, `@keyframes`) and every `@layer` are kept. Written for Tailwind's minified output
 * (rules not nested); a stylesheet it does not understand fails the build rather than a page.
 */
export function criticalCss(css: string, html: string): string {
  return filterRules(css, classesOf(html));
}

/** The class names the markup uses (`class="..."`, as React writes it). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/** At-rules whose block holds rules, filtered in turn. */
const GROUPING = /^@(media|supports|layer|container)\b/;

function filterRules(css: string, classes: Set<string>): string {
  let kept = '';
  let at = 0;
  while (at < css.length) {
    const preludeEnd = scan(css, at, '{;');
    const prelude = css.slice(at, preludeEnd).trim();
    if (preludeEnd >= css.length) {
      if (prelude) throw new Error(`critical CSS: unexpected end after "${prelude.slice(0, 60)}"`);
      break;
    }
    if (css[preludeEnd] === ';') {
      // A statement (`@layer a, b;`, `@import ...;`).
      kept += `${prelude};`;
      at = preludeEnd + 1;
      continue;
    }
    const bodyEnd = scan(css, preludeEnd + 1, '}');
    if (bodyEnd >= css.length) throw new Error(`critical CSS: no closing brace for "${prelude.slice(0, 60)}"`);
    const body = css.slice(preludeEnd + 1, bodyEnd);
    at = bodyEnd + 1;
    if (GROUPING.test(prelude)) {
      const inner = filterRules(body, classes);
      // A layer keeps its place in the cascade's order even when empty.
      if (inner || prelude.startsWith('@layer')) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || mayMatch(prelude, classes)) {
      if (!prelude.startsWith('@') && body.includes('{')) throw new Error(`critical CSS: a nested rule in "${prelude.slice(0, 60)}" (not written for it)`);
      kept += `${prelude}{${body}}`;
    }
  }
  return kept;
}

/**
 * The index in `css` from `from` of the first of `stops` outside strings, escapes, parentheses
 * and brackets (for a `}`, outside nested braces too); `css.length` when there is none.
 */
function scan(css: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const char = css[i]!;
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = closingQuote(css, i);
    else if (char === '(' || char === '[' || (char === '{' && stops === '}')) depth++;
    else if (depth > 0 && (char === ')' || char === ']' || (char === '}' && stops === '}'))) depth--;
    else if (depth === 0 && stops.includes(char)) return i;
  }
  return css.length;
}

function closingQuote(css: string, open: number): number {
  for (let i = open + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[open]) return i;
  }
  return css.length;
}

/** Whether one of the selector list's selectors may match: it names no class the page lacks. */
function mayMatch(selectorList: string, classes: Set<string>): boolean {
  return splitTopLevel(selectorList).some((selector) => requiredClasses(selector).every((name) => classes.has(name)));
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = scan(list, 0, ','); at < list.length; at = scan(list, start, ',')) {
    parts.push(list.slice(start, at));
    start = at + 1;
  }
  parts.push(list.slice(start));
  return parts;
}

/** The classes a selector names outside parentheses and brackets (`.mt-0\.5` is `mt-0.5`). */
function requiredClasses(selector: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = closingQuote(selector, i);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === '.' && depth === 0) {
      const [name, end] = readIdentifier(selector, i + 1);
      names.push(name);
      i = end - 1;
    }
  }
  return names;
}

/** A CSS identifier from `from`, unescaped, and where it ends. */
function readIdentifier(text: string, from: number): [string, number] {
  let name = '';
  let i = from;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (/[A-Za-z0-9_-]/.test(char) || char.charCodeAt(0) > 0x7f) {
      name += char;
      i++;
    } else break;
  }
  return [name, i];
}
