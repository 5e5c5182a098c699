import { anchorGlyph, Outline, type IconProps } from "./icons";
import type { ServiceIcon } from "./services";

/*
 * Apart from the common icons (icons.tsx): only the service pages need these, so the
 * home page's bundle does not carry them.
 */

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
  anchor: anchorGlyph,
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
