/**
 * A component's own style sheet: static CSS for plain elements, where MUI's components would serialise their
 * styles through Emotion at every render (the invitation page's first screen, docs/guest-page.md). React puts
 * it in the document's head once, however many components render the same `name`, so each name must always
 * carry the same `css`.
 */
export function StaticSheet({ name, css }: { name: string; css: string }) {
  return (
    <style href={name} precedence="bcw">
      {css}
    </style>
  );
}
