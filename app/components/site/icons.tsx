import type { SVGProps } from "react";
import type { ServiceIcon } from "~/content/services";
import type { BenefitIcon } from "~/content/why-choose-us";

/*
 * Inline SVG icons (no icon font, no library): decorative, hidden from assistive
 * technology; the text beside each icon says what it means.
 */

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { className?: string };

function Outline({ className = "size-5", children, ...props }: IconProps & { children: React.ReactNode }) {
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

export const ChevronDownIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m5 9 7 7 7-7" />
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

export const NewspaperIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4.5 4.5h12v14a1.5 1.5 0 0 0 1.5 1.5H6a1.5 1.5 0 0 1-1.5-1.5v-14Z" />
    <path d="M16.5 9h3v9.5a1.5 1.5 0 0 1-3 0M8 8.5h5M8 12h5M8 15.5h3" />
  </Outline>
);

/* The twelve service categories' icons. */
const serviceIconPaths: Record<ServiceIcon, React.ReactNode> = {
  office: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  tools: (
    <>
      <path d="M14.5 6.5a4 4 0 0 0-5.2 5.2L3.8 17.2a1.8 1.8 0 0 0 2.6 2.6l5.5-5.5a4 4 0 0 0 5.2-5.2l-2.4 2.4-2.4-.6-.6-2.4 2.8-2Z" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  warehouse: (
    <>
      <path d="M3 21V9l9-5 9 5v12" />
      <path d="M7 21v-8h10v8M7 17h10" />
    </>
  ),
  medical: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" />
    </>
  ),
  excavator: (
    <>
      <path d="M3 17.5h11" />
      <rect x="3" y="11" width="8" height="4" rx="1" />
      <path d="M6 11V8h4l1 3M11 12l5-6 4 4-2 3" />
      <circle cx="5.5" cy="19" r="1.5" />
      <circle cx="11.5" cy="19" r="1.5" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7" />
      <circle cx="6.5" cy="18" r="1.75" />
      <circle cx="17" cy="18" r="1.75" />
    </>
  ),
  anchor: (
    <>
      <circle cx="12" cy="5" r="2" />
      <path d="M12 7v14M8 10.5h8" />
      <path d="M4.5 13.5a7.5 7.5 0 0 0 15 0" />
    </>
  ),
  oil: (
    <>
      <path d="M12 3.5s-6 6.6-6 10.5a6 6 0 0 0 12 0c0-3.9-6-10.5-6-10.5Z" />
      <path d="M9.5 15a2.5 2.5 0 0 0 2.5 2.5" />
    </>
  ),
  hotel: (
    <>
      <path d="M3 19.5h18M5 19.5V17a7 7 0 0 1 14 0v2.5M12 10V8M10.5 8h3" />
    </>
  ),
  cards: (
    <>
      <rect x="3.5" y="6" width="10" height="14" rx="1.5" transform="rotate(-10 8.5 13)" />
      <path d="M14.5 4.5 19 5.3a1.5 1.5 0 0 1 1.2 1.7l-2 11.3" />
      <path d="M8.5 10.5v5M6 13h5" />
    </>
  ),
};

export function ServiceCategoryIcon({ icon, ...props }: IconProps & { icon: ServiceIcon }) {
  return <Outline {...props}>{serviceIconPaths[icon]}</Outline>;
}

const benefitIconPaths: Record<BenefitIcon, React.ReactNode> = {
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" />
    </>
  ),
  bolt: <path d="M13 2.5 4.5 13.5H11l-1 8 8.5-11H12l1-8Z" />,
  handshake: (
    <>
      <path d="m2.5 11 4-4.5 3.5 1.5 2-1 4 0 5.5 4.5" />
      <path d="m6.5 13.5 4 4a1.4 1.4 0 0 0 2-2M10 15l3 3a1.4 1.4 0 0 0 2-2l-3-3M13.5 14.5l2 2a1.4 1.4 0 0 0 2-2L12 9l-2.5 2a1.6 1.6 0 0 1-2-2.5l2.5-2" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.25" />
      <path d="m15.5 15.5 5 5M8 10.5l2 2 3.5-4" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.75 12 2.25 2.25L15.5 9.5" />
    </>
  ),
  chart: (
    <>
      <path d="M3.5 20.5h17" />
      <path d="m4.5 15.5 5-5 3.5 3.5 7-7M15 6.5h5v5" />
    </>
  ),
};

export function BenefitIconGlyph({ icon, ...props }: IconProps & { icon: BenefitIcon }) {
  return <Outline {...props}>{benefitIconPaths[icon]}</Outline>;
}

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
  X: <path d="M17.5 3.5h3l-6.55 7.5 7.7 9.5h-6.05l-4.7-6.1-5.4 6.1h-3l7-8-7.35-9h6.2l4.25 5.6 4.9-5.6Zm-1.05 15.2h1.65L7.6 5.2H5.8l10.65 13.5Z" />,
  Instagram: (
    <path d="M12 3.5c-2.3 0-2.6 0-3.5.05-2.9.13-4.5 1.74-4.63 4.63C3.83 9.1 3.8 9.4 3.8 12s.03 2.9.07 3.82c.13 2.9 1.74 4.5 4.63 4.63.9.04 1.2.05 3.5.05s2.6 0 3.5-.05c2.9-.13 4.5-1.74 4.63-4.63.04-.9.07-1.2.07-3.82s-.03-2.9-.07-3.82C20 5.3 18.4 3.68 15.5 3.55 14.6 3.51 14.3 3.5 12 3.5Zm0 1.6c2.25 0 2.5 0 3.4.05 2 .09 3.1 1.13 3.2 3.2.04.9.05 1.15.05 3.45s0 2.55-.05 3.45c-.1 2.06-1.2 3.1-3.2 3.2-.9.04-1.15.05-3.4.05s-2.5 0-3.4-.05c-2-.1-3.1-1.14-3.2-3.2-.04-.9-.05-1.15-.05-3.45s0-2.55.05-3.45c.1-2.07 1.2-3.1 3.2-3.2.9-.04 1.15-.05 3.4-.05Zm0 2.7a4.2 4.2 0 1 0 0 8.4 4.2 4.2 0 0 0 0-8.4Zm0 6.8a2.6 2.6 0 1 1 0-5.2 2.6 2.6 0 0 1 0 5.2Zm4.4-7.95a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />
  ),
};

export function SocialIcon({ network, ...props }: IconProps & { network: string }) {
  return <Solid {...props}>{socialPaths[network]}</Solid>;
}
