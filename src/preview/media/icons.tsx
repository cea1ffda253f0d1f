// Small inline SVG glyphs (no network, no icon font). They paint with currentColor unless noted.
import type { ReactElement, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 16, children, ...rest }: IconProps): ReactElement {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const ImageIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M21 16l-5-5-9 9" />
  </Svg>
);

export const ExternalLinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M13 4H7a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3v-6" />
    <path d="M15 3h6v6M21 3l-9 9" />
  </Svg>
);

export const ShopIcon = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <path d="M4 3h16l2 6a3 3 0 0 1-5 2.2A3 3 0 0 1 12 11a3 3 0 0 1-5 .2A3 3 0 0 1 2 9l2-6z" />
    <path d="M4 13.4a4.9 4.9 0 0 0 3 .4V19h3v-4h4v4h3v-5.2a4.9 4.9 0 0 0 3-.4V20a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-6.6z" />
  </Svg>
);

export const ChevronIcon = (p: IconProps) => (
  <Svg {...p} strokeWidth={2.4}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);

export const CheckIcon = (p: IconProps) => (
  <Svg {...p} strokeWidth={3}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const HashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 3L7 21M17 3l-3 18M4 8.5h17M3 15.5h17" />
  </Svg>
);

export const SpeakerIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M11 5L6 9H3v6h3l5 4V5z" fill="currentColor" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Svg>
);

export const MegaphoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 10v4h3l8 5V5L6 10H3z" />
    <path d="M18 9a4 4 0 0 1 0 6" />
  </Svg>
);

export const ForumIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5h11v8H8l-4 3V5z" />
    <path d="M15 9h5v10l-3-2h-6v-4" />
  </Svg>
);

export const FolderIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6z" />
  </Svg>
);

export const PersonIcon = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <circle cx="12" cy="7.5" r="4.5" />
    <path d="M3 21a9 7 0 0 1 18 0z" />
  </Svg>
);

/** The 30×40 file glyph of a File card: a page in --dp-file-icon with blurple details. */
export function FileGlyph({ name }: { name: string }): ReactElement {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  const zip = ['zip', 'rar', '7z', 'gz', 'tar'].includes(ext);
  const pdf = ext === 'pdf';
  return (
    <svg
      className="dp-file-glyph"
      width="30"
      height="40"
      viewBox="0 0 30 40"
      aria-hidden="true"
      focusable="false"
      data-glyph={zip ? 'archive' : pdf ? 'pdf' : 'document'}
    >
      <path
        d="M3 0h16l11 11v26a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3z"
        fill="var(--dp-file-icon)"
      />
      <path d="M19 0l11 11h-8a3 3 0 0 1-3-3V0z" fill="var(--dp-file-icon-detail)" opacity="0.35" />
      {zip ? (
        <g fill="var(--dp-file-icon-detail)">
          <circle cx="8" cy="6" r="2.5" />
          {[10, 14, 18, 22, 26, 30].map((y, i) => (
            <rect key={y} x={i % 2 ? 9 : 5} y={y} width="4" height="3" />
          ))}
        </g>
      ) : pdf ? (
        <path
          d="M9 31c3-2 6-9 6-13s-2-3-2 0 3 9 8 11-3 1-7 0-9 3-5 2z"
          fill="none"
          stroke="var(--dp-file-icon-detail)"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      ) : (
        <g stroke="var(--dp-file-icon-detail)" strokeWidth="2" strokeLinecap="round">
          <path d="M7 19h16M7 24h16M7 29h10" />
        </g>
      )}
    </svg>
  );
}
