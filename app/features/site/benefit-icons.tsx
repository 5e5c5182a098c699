import { Outline, type IconProps } from "./icons";
import type { BenefitIcon } from "./why-choose-us";

/* The reasons on /why-choose-us; apart from the common icons (icons.tsx) so other pages do not carry them. */

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
