/** A port at dusk, drawn inline: the home page's feature image without an image download. */
export function DocksideIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      aria-hidden="true"
      focusable="false"
      className={className}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="dock-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b3a66" />
          <stop offset="0.7" stopColor="#2369a8" />
          <stop offset="1" stopColor="#f5b301" stopOpacity="0.55" />
        </linearGradient>
        <linearGradient id="dock-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f4675" />
          <stop offset="1" stopColor="#082a4a" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#dock-sky)" />
      <circle cx="318" cy="150" r="34" fill="#ffc53d" opacity="0.85" />
      {/* Gantry crane */}
      <g fill="none" stroke="#eef5fc" strokeWidth="5" strokeLinejoin="round">
        <path d="M70 222V92M118 222V92M60 92h150M70 130h48M70 92l48 38M118 92 70 130" />
        <path d="M170 92v40" strokeWidth="2.5" />
      </g>
      <rect x="160" y="132" width="22" height="14" fill="#f5b301" />
      <rect x="52" y="80" width="26" height="14" rx="2" fill="#f5b301" />
      {/* Ship with containers */}
      <path d="M150 224h210l-22 34H172z" fill="#082a4a" />
      <path d="M150 224h210l-4 7H154z" fill="#d99a00" />
      <g>
        <rect x="182" y="198" width="34" height="26" fill="#d99a00" />
        <rect x="218" y="198" width="34" height="26" fill="#eef5fc" />
        <rect x="254" y="198" width="34" height="26" fill="#14558f" />
        <rect x="200" y="172" width="34" height="26" fill="#14558f" />
        <rect x="236" y="172" width="34" height="26" fill="#f5b301" />
        <rect x="290" y="184" width="30" height="40" fill="#eef5fc" />
        <rect x="296" y="192" width="18" height="6" fill="#0b3a66" />
      </g>
      {/* Quay and water */}
      <rect x="0" y="222" width="150" height="14" fill="#14558f" />
      <rect x="0" y="236" width="400" height="64" fill="url(#dock-sea)" />
      <g fill="none" stroke="#86b2de" strokeWidth="2" strokeLinecap="round" opacity="0.6">
        <path d="M20 256q10-6 20 0t20 0M90 272q10-6 20 0t20 0M230 276q10-6 20 0t20 0M320 262q10-6 20 0t20 0" />
      </g>
    </svg>
  );
}
