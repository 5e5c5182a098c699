import type { QrCodeShape } from "./qr-code.server";

/** The server-made QR code of the authenticator app's set-up link, drawn as inline SVG. */
export function QrCode({ shape, label }: { shape: QrCodeShape; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className="size-48 rounded-md border border-slate-200 bg-white sm:size-56"
    >
      <rect width={shape.size} height={shape.size} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  );
}
