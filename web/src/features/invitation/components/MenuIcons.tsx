// Plain SVG (MUI's SvgIcon would style each through Emotion on the page's first render): 1em square,
// in the text's colour, hidden from screen readers (the button around it carries the name).
const icon = { display: 'inline-block', width: '1em', height: '1em', fill: 'currentColor', flexShrink: 0 } as const;

export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" style={icon} aria-hidden="true" focusable="false">
      <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" style={icon} aria-hidden="true" focusable="false">
      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </svg>
  );
}
