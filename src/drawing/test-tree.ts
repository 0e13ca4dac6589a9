/** Test helpers over a drawing's element tree (specs only). */
import type { SvgChild, SvgElement } from './svg';

/** Every element of the tree whose class list holds `cls`. */
export function withClass(node: SvgElement, cls: string): SvgElement[] {
  const here = String(node.attrs.class ?? '')
    .split(' ')
    .includes(cls)
    ? [node]
    : [];
  return here.concat(...elements(node.children).map((c) => withClass(c, cls)));
}

/** Every `data-target` in the tree. */
export function targets(node: SvgElement): string[] {
  const here = typeof node.attrs['data-target'] === 'string' ? [node.attrs['data-target']] : [];
  return here.concat(...elements(node.children).map(targets));
}

/** All the text the tree shows (text nodes and titles), joined. */
export function allText(node: SvgChild): string {
  return typeof node === 'string' ? node : node.children.map(allText).join(' ');
}

/** The smallest font-size the tree sets. */
export function smallestFont(node: SvgElement): number {
  const own = node.attrs['font-size'] === undefined ? Infinity : Number(node.attrs['font-size']);
  return Math.min(own, ...elements(node.children).map(smallestFont));
}

const elements = (children: SvgChild[]): SvgElement[] => children.filter((c): c is SvgElement => typeof c !== 'string');
