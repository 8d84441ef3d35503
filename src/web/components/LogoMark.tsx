interface LogoMarkProps {
  size?: number;
}

/**
 * The Sankofa adinkra heart ("go back and fetch it"), drawn inline so it costs no request.
 * Decorative: the site name always sits next to it or in the label of its link.
 */
export function LogoMark({ size = 36 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--mantine-color-sankofa-8)" />
      <g
        fill="none"
        stroke="var(--mantine-color-ochre-4)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M24 39C16 33 9 27 9 19.5 9 13.5 12.5 10 17 10s6.5 3.5 5 7c-1.2 2.6-5 2.4-5.2-.4-.1-1.6 1.2-2.4 2.4-1.6" />
        <path d="M24 39c8-6 15-12 15-19.5C39 13.5 35.5 10 31 10s-6.5 3.5-5 7c1.2 2.6 5 2.4 5.2-.4.1-1.6-1.2-2.4-2.4-1.6" />
        <path d="M24 39v4" />
        <path d="M20 29.6c-2.2-.6-3.8 1.2-2.8 3 .8 1.4 3 1 2.8-.4" />
        <path d="M28 29.6c2.2-.6 3.8 1.2 2.8 3-.8 1.4-3 1-2.8-.4" />
      </g>
    </svg>
  );
}
