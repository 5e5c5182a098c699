import { buttonStyles } from "~/components/admin/ui";
import { Notice } from "~/components/notice";

/**
 * Recovery codes, shown once after they are made. 'Download' saves them as a text file
 * (a data: link, so it works without JavaScript and nothing is sent to the server again).
 */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const file = [
    `Recovery codes for ${email}`,
    "Each code signs you in once, in place of an authentication code.",
    "",
    ...codes,
    "",
  ].join("\n");
  return (
    <div className="space-y-4">
      <Notice tone="info">
        Save these recovery codes now: they are shown only this once. Each one signs you in once if you cannot use your
        authenticator app.
      </Notice>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-base text-slate-900 min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
        download="recovery-codes.txt"
        className={buttonStyles.secondary}
      >
        Download
      </a>
    </div>
  );
}
