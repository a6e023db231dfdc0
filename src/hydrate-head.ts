/**
 * The prerendered page carries its title, meta and link tags between two comment markers
 * (scripts/prerender-html.ts). When React hydrates, <HeadContent/> inserts the same tags again
 * (React 19 hoists them into <head> but does not adopt copies outside its root), so the static
 * copies are removed just before hydration: the head never holds two canonicals or two titles.
 */
export function dropPrerenderedHead(head: HTMLHeadElement = document.head) {
  let inside = false;
  for (const node of Array.from(head.childNodes)) {
    const marker = node.nodeType === Node.COMMENT_NODE ? (node as Comment).data : null;
    if (marker === 'route-head') inside = true;
    if (inside) node.remove();
    if (marker === '/route-head') inside = false;
  }
}
