import type { ReactNode } from "react";

import { AlertIcon, CheckCircleIcon } from "~/components/admin/icons";

import type { ServerSetup } from "./server-setup.server";
import { SettingsSection } from "./settings-fields";

/*
 * The settings page's 'Server' section: what the server's configuration decides and staff
 * cannot change here (docs/configuration.md), in words to pass on to whoever runs the server.
 * The dashboard's set-up checklist links here.
 */

function Fact({ term, ok, children }: { term: string; ok: boolean; children: ReactNode }) {
  const Icon = ok ? CheckCircleIcon : AlertIcon;
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold text-slate-800">
        <Icon className={`size-5 shrink-0 ${ok ? "text-green-700" : "text-amber-700"}`} />
        {term}
      </dt>
      <dd className="mt-0.5 pl-7 text-sm break-words text-slate-600">{children}</dd>
    </div>
  );
}

export function ServerSection({ setup }: { setup: ServerSetup }) {
  const https = setup.publicUrl.startsWith("https://");
  return (
    <SettingsSection
      id="server"
      title="Server"
      description="These come from the server's configuration, not from this page: to change them, ask whoever runs the server."
    >
      <dl className="space-y-4">
        <Fact term="Sending mail" ok={setup.mailServer !== null}>
          {setup.mailServer
            ? `Mail is sent through ${setup.mailServer}.`
            : "Mail is not sent: it is saved in the outbox folder on the server, because no mail server is set. Ask for SMTP_URL to be set to the agency's mail server, e.g. smtp://user:password@mail.example.com:587."}
        </Fact>
        <Fact term="Site address" ok={https}>
          {https
            ? `The site's address is ${setup.publicUrl}.`
            : `The site's address is ${setup.publicUrl}, not an https:// address. Ask for PUBLIC_URL to be set to the site's https:// address, e.g. https://www.example.com, behind a server that has its certificate.`}
        </Fact>
      </dl>
    </SettingsSection>
  );
}
