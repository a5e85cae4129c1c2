/**
 * Defences run on KML/GPX text before it reaches DOMParser (bad input): no DOCTYPE or
 * ENTITY declarations (external entities, "billion laughs"), element nesting no deeper than a limit
 * (checked by one linear scan), and a parse error document turned into a clear message.
 */

/** Leading bytes of common binary formats, to say what a file really is when it is not XML. */
const BINARY_SIGNATURES: [string, number[]][] = [
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46]],
  ['a zip archive', [0x50, 0x4b, 0x03, 0x04]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
];

/** What a binary file appears to be ("a PNG image", "a binary file"), or null when it looks like text. */
export function binaryDescription(bytes: Uint8Array): string | null {
  for (const [name, signature] of BINARY_SIGNATURES) {
    if (signature.every((byte, i) => bytes[i] === byte)) return name;
  }
  const head = bytes.subarray(0, 4096);
  return head.includes(0) ? 'a binary file' : null;
}

/**
 * Throws `${label}: ...` when the text declares a DOCTYPE or ENTITY, or nests elements deeper than
 * `maxDepth`. Comments, CDATA and processing instructions are skipped; quoted attribute values may
 * contain '>'. Linear in the text's length.
 */
export function assertSafeXml(text: string, label: string, maxDepth: number): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new Error(`${label}: it declares a DOCTYPE or entities, which the preview refuses for safety`);
  }
  let depth = 0;
  let i = text.indexOf('<');
  while (i !== -1 && i < text.length) {
    const next = text[i + 1];
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      i = end === -1 ? -1 : text.indexOf('<', end + 3);
      continue;
    }
    if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9);
      i = end === -1 ? -1 : text.indexOf('<', end + 3);
      continue;
    }
    if (next === '?' || next === '!') {
      const end = text.indexOf('>', i + 2);
      i = end === -1 ? -1 : text.indexOf('<', end + 1);
      continue;
    }
    // An element tag: find its closing '>' outside quoted attribute values.
    let j = i + 1;
    let quote: string | null = null;
    for (; j < text.length; j++) {
      const c = text[j];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    if (next === '/') depth--;
    else if (text[j - 1] !== '/') {
      depth++;
      if (depth > maxDepth) throw new Error(`${label}: its elements are nested more than ${maxDepth} deep`);
    }
    i = j >= text.length ? -1 : text.indexOf('<', j + 1);
  }
}

/**
 * Parses checked XML text with the browser's DOMParser. Throws `${label}` when the parser reports an
 * error or the root element is not `root` (compared without namespace prefix, case-insensitive).
 */
export function parseXml(text: string, label: string, root: string): Document {
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(text, 'application/xml');
  } catch {
    throw new Error(label);
  }
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(label);
  const element = doc.documentElement;
  const name = (element?.localName ?? element?.nodeName ?? '').replace(/^.*:/, '').toLowerCase();
  if (name !== root) throw new Error(`${label}: its root element is not <${root}>`);
  return doc;
}
