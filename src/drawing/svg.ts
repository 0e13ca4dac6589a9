/**
 * A tiny SVG element tree: the drawing functions build it, the server serialises it to a string
 * (GET /v1/games/{id}/sheet.svg) and the web client turns it into Preact vnodes, so both show
 * exactly the same picture from the same code. Pure: no DOM, no Node.
 */
export type SvgAttrs = Record<string, string | number | undefined>;
export interface SvgElement {
  tag: string;
  attrs: SvgAttrs;
  children: SvgChild[];
}
export type SvgChild = SvgElement | string;

/** Children as the drawing functions build them: nested lists, and null or false for "nothing here". */
export type SvgChildren = SvgChild | null | false | undefined | SvgChildren[];

export function el(tag: string, attrs: SvgAttrs = {}, ...children: SvgChildren[]): SvgElement {
  const flat: SvgChild[] = [];
  const add = (c: SvgChildren): void => {
    if (c === null || c === false || c === undefined) return;
    if (Array.isArray(c)) c.forEach(add);
    else flat.push(c);
  };
  children.forEach(add);
  return { tag, attrs, children: flat };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Serialises a tree to XML text (attributes in insertion order, undefined ones left out). */
export function toSvgString(node: SvgChild): string {
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  if (node.children.length === 0) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(toSvgString).join('')}</${node.tag}>`;
}
