import type { SVGProps } from "react";

/*
 * Inline SVG icons (no icon font, no library): decorative, hidden from assistive
 * technology; the text beside each icon says what it means.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { className?: string };

export function Outline({ className = "size-5", children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

function Solid({ className = "size-5", children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className} {...props}>
      {children}
    </svg>
  );
}

export const PhoneIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M2.25 6.75c0 8.284 6.716 15 15 15h2.25a2.25 2.25 0 0 0 2.25-2.25v-1.372c0-.516-.351-.966-.852-1.091l-4.423-1.106c-.44-.11-.902.055-1.173.417l-.97 1.293c-.282.376-.769.542-1.21.38a12.035 12.035 0 0 1-7.143-7.143c-.162-.441.004-.928.38-1.21l1.293-.97c.363-.271.527-.734.417-1.173L6.963 3.102a1.125 1.125 0 0 0-1.091-.852H4.5A2.25 2.25 0 0 0 2.25 4.5v2.25Z" />
  </Outline>
);

export const MailIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="2.75" y="4.75" width="18.5" height="14.5" rx="2" />
    <path d="m3.5 6.5 8.5 6.25 8.5-6.25" />
  </Outline>
);

export const MapPinIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M19.5 10.5c0 7.142-7.5 11.25-7.5 11.25S4.5 17.642 4.5 10.5a7.5 7.5 0 1 1 15 0Z" />
    <circle cx="12" cy="10.5" r="2.75" />
  </Outline>
);

export const ClockIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </Outline>
);

export const MenuIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3.75 6.75h16.5M3.75 12h16.5M3.75 17.25h16.5" />
  </Outline>
);

export const CloseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 18 18 6M6 6l12 12" />
  </Outline>
);

export const CheckIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m4.5 12.75 6 6 9-13.5" />
  </Outline>
);

export const CheckCircleIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5.5" />
  </Outline>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m9 5 7 7-7 7" />
  </Outline>
);

export const ArrowRightIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 12h16m-6-6 6 6-6 6" />
  </Outline>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M20 12H4m6-6-6 6 6 6" />
  </Outline>
);

/** Marks links that open another site in a new tab. */
export const ExternalIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </Outline>
);

export const UsersIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="9" cy="8" r="3.25" />
    <path d="M3 19.5c.6-3.2 3-5 6-5s5.4 1.8 6 5" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16.5 14.1c2.4.1 4 1.6 4.5 4.4" />
  </Outline>
);

export const SearchIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="10.5" cy="10.5" r="6.25" />
    <path d="m15.5 15.5 5 5" />
  </Outline>
);

export const LayersIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m12 3.5 9 4.75-9 4.75-9-4.75 9-4.75Z" />
    <path d="m3 12.25 9 4.75 9-4.75M3 16.25 12 21l9-4.75" />
  </Outline>
);

export const BuildingIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 21V5.5A1.5 1.5 0 0 1 5.5 4h8A1.5 1.5 0 0 1 15 5.5V21M15 10h3.5a1.5 1.5 0 0 1 1.5 1.5V21M2.5 21h19" />
    <path d="M8 8h3M8 12h3M8 16h3" />
  </Outline>
);

/** The anchor of the Dockside category (service-icons.tsx), also on the home page's featured block. */
export const anchorGlyph = (
  <>
    <circle cx="12" cy="5" r="2" />
    <path d="M12 7v14M8 10.5h8" />
    <path d="M4.5 13.5a7.5 7.5 0 0 0 15 0" />
  </>
);

export const AnchorIcon = (p: IconProps) => <Outline {...p}>{anchorGlyph}</Outline>;

/* Social networks (simplified marks). */
const socialPaths: Record<string, React.ReactNode> = {
  Facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
  ),
  LinkedIn: (
    <>
      <rect x="3.5" y="9" width="3.6" height="11.5" />
      <circle cx="5.3" cy="5.3" r="2.05" />
      <path d="M9.6 9h3.45v1.6h.05c.48-.9 1.65-1.85 3.4-1.85 3.64 0 4.3 2.4 4.3 5.5v6.25h-3.6v-5.55c0-1.32-.02-3.02-1.84-3.02-1.84 0-2.12 1.44-2.12 2.93v5.64H9.6V9Z" />
    </>
  ),
  X: (
    <path d="M17.5 3.5h3l-6.55 7.5 7.7 9.5h-6.05l-4.7-6.1-5.4 6.1h-3l7-8-7.35-9h6.2l4.25 5.6 4.9-5.6Zm-1.05 15.2h1.65L7.6 5.2H5.8l10.65 13.5Z" />
  ),
  // Outlined shapes instead of one long filled path: the same mark in a third of the bytes.
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9">
      <rect x="3.9" y="3.9" width="16.2" height="16.2" rx="4.6" />
      <circle cx="12" cy="12" r="3.7" />
      <circle cx="16.9" cy="7.1" r=".35" strokeWidth="1.5" />
    </g>
  ),
};

export function SocialIcon({ network, ...props }: IconProps & { network: string }) {
  return <Solid {...props}>{socialPaths[network]}</Solid>;
}
